import socket, time
s = socket.create_connection(('127.0.0.1', 18480))
t=time.time()
s.sendall(b'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n\r\n')
data=b''
while True:
    c=s.recv(4096)
    if not c: break
    data+=c
print('H1:', data.split(b'\r\n')[0], 'closed after %.3f s' % (time.time()-t))
