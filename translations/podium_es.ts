<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>usage: podium-cli --db FILE %1</source>
        <translation>uso: podium-cli --db FILE %1</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number of at least %3</source>
        <translation>--%1: &apos;%2&apos; no es un número entero mayor o igual que %3</translation>
    </message>
    <message>
        <source>%1 is given twice; give each parameter once</source>
        <translation>%1 se indica dos veces; indique cada parámetro una sola vez</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: no se puede abrir el archivo: %2</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv or json</source>
        <translation>--format: &apos;%1&apos; no es csv ni json</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; uses %2: only TrueSkill has a draw probability</source>
        <translation>la clasificación &apos;%1&apos; usa %2: solo TrueSkill tiene probabilidad de empate</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; has no games to take a draw probability from</source>
        <translation>la clasificación &apos;%1&apos; no tiene partidas de las que obtener una probabilidad de empate</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 es obligatorio</translation>
    </message>
    <message>
        <source>there are no leaderboards yet; create one with leaderboard create</source>
        <translation>aún no hay clasificaciones; cree una con leaderboard create</translation>
    </message>
    <message>
        <source>which leaderboard? (%1)</source>
        <translation>¿qué clasificación? (%1)</translation>
    </message>
    <message>
        <source>--names, --name-column and --readable-ids: one at a time</source>
        <translation>--names, --name-column y --readable-ids: solo una de ellas a la vez</translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s)</source>
        <translation>
            <numerusform>se dio nombre a %1 de %n jugador</numerusform>
            <numerusform>se dio nombre a %1 de %n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s) from %2</source>
        <translation>
            <numerusform>se dio nombre a %1 de %n jugador a partir de %2</numerusform>
            <numerusform>se dio nombre a %1 de %n jugadores a partir de %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 y %n más</numerusform>
            <numerusform>%1 y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; these keep their ids: %2</source>
        <translation>%1; estos conservan su id: %2</translation>
    </message>
    <message numerus="yes">
        <source>imported %n game(s) into %1 (%2 already there), %3</source>
        <translation>
            <numerusform>se importó %n partida en %1 (ya había %2), %3</numerusform>
            <numerusform>se importaron %n partidas en %1 (ya había %2), %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n jugador nuevo</numerusform>
            <numerusform>%n jugadores nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported players: %n new</source>
        <translation>
            <numerusform>jugadores importados: %n nuevo</numerusform>
            <numerusform>jugadores importados: %n nuevos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaderboard(s) replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</source>
        <translation>
            <numerusform>%n clasificación recalculada, %1 de ellas comparada con su resultado en caché (%2 obsoleta, se recalculará en la próxima lectura)</numerusform>
            <numerusform>%n clasificaciones recalculadas, %1 de ellas comparadas con su resultado en caché (%2 obsoletas, se recalcularán en la próxima lectura)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>check found %n problem(s):</source>
        <translation>
            <numerusform>check encontró %n problema:</numerusform>
            <numerusform>check encontró %n problemas:</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>se creó %1</translation>
    </message>
    <message>
        <source>created the demo club in %1</source>
        <translation>se creó el club de demostración en %1</translation>
    </message>
    <message>
        <source>restored %1</source>
        <translation>se restauró %1</translation>
    </message>
    <message>
        <source>game %1 cannot be rated: %2; correct it with &apos;games edit %1&apos; or delete it</source>
        <translation>la partida %1 no se puede valorar: %2; corríjala con &apos;games edit %1&apos; o elimínela</translation>
    </message>
    <message>
        <source>not enough memory for this command on %1</source>
        <translation>no hay memoria suficiente para este comando en %1</translation>
    </message>
    <message>
        <source>%1 could not be read as a Podium club: %2</source>
        <translation>no se pudo leer %1 como club de Podium: %2</translation>
    </message>
    <message>
        <source>Algorithms and their parameters:
  trueskill   mu sigma beta tau draw_probability k
  elo         variant (logistic|gaussian) k start beta
  zonestats   t game_mult max_game_length start
  glicko2     period (game|day|week|month) start rd volatility tau
</source>
        <extracomment>podium-cli --help, part 3 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation>Algoritmos y sus parámetros:
  trueskill   mu sigma beta tau draw_probability k
  elo         variant (logistic|gaussian) k start beta
  zonestats   t game_mult max_game_length start
  glicko2     period (game|day|week|month) start rd volatility tau
</translation>
    </message>
    <message>
        <source>Options:
  -h, --help      show this help
  -v, --version   show the version
</source>
        <extracomment>podium-cli --help, part 4 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation>Opciones:
  -h, --help      mostrar esta ayuda
  -v, --version   mostrar la versión
</translation>
    </message>
    <message>
        <source>rate reads the game from standard input and takes no arguments</source>
        <translation>rate lee la partida de la entrada estándar y no admite argumentos</translation>
    </message>
    <message>
        <source>replay needs one history file (or - for standard input)</source>
        <translation>replay necesita un único archivo de historial (o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;</source>
        <translation>%1:%2: partida &apos;%3&apos;</translation>
    </message>
    <message>
        <source>, player &apos;%1&apos;</source>
        <translation>, jugador &apos;%1&apos;</translation>
    </message>
    <message>
        <source>, column &apos;%1&apos;</source>
        <translation>, columna &apos;%1&apos;</translation>
    </message>
    <message>
        <source>generate takes no arguments besides its options</source>
        <translation>generate no admite argumentos aparte de sus opciones</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed: &apos;%1&apos; no es un número entero</translation>
    </message>
    <message>
        <source>no command given; try podium-cli --help</source>
        <translation>no se indicó ningún comando; pruebe podium-cli --help</translation>
    </message>
    <message>
        <source>usage: podium-cli --db FILE COMMAND ...</source>
        <translation>uso: podium-cli --db FILE COMMAND ...</translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s), %3)</source>
        <translation>
            <numerusform>se creó el torneo %1 (%2, %n participante, %3)</numerusform>
            <numerusform>se creó el torneo %1 (%2, %n participantes, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s))</source>
        <translation>
            <numerusform>se creó el torneo %1 (%2, %n participante)</numerusform>
            <numerusform>se creó el torneo %1 (%2, %n participantes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joins %2 from round %3</source>
        <translation>%1 se incorpora a %2 desde la ronda %3</translation>
    </message>
    <message>
        <source>%1 withdraws from %2 after round %3</source>
        <translation>%1 se retira de %2 tras la ronda %3</translation>
    </message>
    <message>
        <source>event show: &apos;%1&apos; is not a round</source>
        <translation>event show: &apos;%1&apos; no es una ronda</translation>
    </message>
    <message>
        <source>--ranks: &apos;%1&apos; is not a rank</source>
        <translation>--ranks: &apos;%1&apos; no es un puesto</translation>
    </message>
    <message>
        <source>event result: ROUND and TABLE are numbers (%1 %2 given)</source>
        <translation>event result: ROUND y TABLE son números (se indicó %1 %2)</translation>
    </message>
    <message>
        <source>round %1, table %2: game %3</source>
        <translation>ronda %1, mesa %2: partida %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>aviso: %1</translation>
    </message>
    <message>
        <source>deleted event %1 (its games stay in the history)</source>
        <translation>se eliminó el torneo %1 (sus partidas siguen en el historial)</translation>
    </message>
    <message>
        <source>%1; quality %2</source>
        <translation>%1; calidad %2</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>gana %1 %2</translation>
    </message>
    <message>
        <source>--together and --apart apply to --mode teams:K</source>
        <translation>--together y --apart solo se aplican a --mode teams:K</translation>
    </message>
    <message>
        <source>standard input is larger than the %1 MiB Podium reads</source>
        <translation>la entrada estándar supera los %1 MiB que lee Podium</translation>
    </message>
    <message>
        <source>not enough memory for this command and its input</source>
        <translation>no hay memoria suficiente para este comando y su entrada</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>no se puede escribir en la salida estándar: %1</translation>
    </message>
    <message numerus="yes">
        <source>exported event %1 to %2 (%n player(s), %3)</source>
        <translation>
            <numerusform>se exportó el torneo %1 a %2 (%n jugador, %3)</numerusform>
            <numerusform>se exportó el torneo %1 a %2 (%n jugadores, %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message numerus="yes">
        <source>imported event %1 (%n player(s), %2; %3)</source>
        <translation>
            <numerusform>se importó el torneo %1 (%n jugador, %2; %3)</numerusform>
            <numerusform>se importó el torneo %1 (%n jugadores, %2; %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n ronda jugada</numerusform>
            <numerusform>%n rondas jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: podium-cli COMMAND [OPTIONS]

Podium&apos;s rating calculator and history replayer.

Commands:
  rate --algorithm A [--param NAME=VALUE ...]          rate one game read as JSON on standard input
  replay --algorithm A [--param NAME=VALUE ...] FILE   replay a history CSV (- for standard input)
                                                       and print the standings as CSV; a file in date
                                                       order is rated as it is read, in little memory
                                                       (Glicko-2 with periods: read whole), any other
                                                       is read whole and sorted by date
  generate --kind h2h|ffa|team --players N --games M --seed S [--team-size K] [--ffa-size K]
                                                       write a synthetic history CSV
</source>
        <extracomment>podium-cli --help, part 1 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation>Uso: podium-cli COMMAND [OPTIONS]

La calculadora de valoraciones de Podium, que también recalcula historiales de partidas.

Comandos:
  rate --algorithm A [--param NAME=VALUE ...]          valorar una partida leída en JSON de la entrada estándar
  replay --algorithm A [--param NAME=VALUE ...] FILE   recalcular un historial CSV (- para la entrada estándar)
                                                       e imprimir la clasificación como CSV; un archivo en
                                                       orden de fechas se valora a medida que se lee, con
                                                       poca memoria (Glicko-2 con periodos: se lee entero),
                                                       cualquier otro se lee entero y se ordena por fecha
  generate --kind h2h|ffa|team --players N --games M --seed S [--team-size K] [--ffa-size K]
                                                       escribir un historial CSV sintético
</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: «%1» no es a4 ni letter</translation>
    </message>
    <message>
        <source>event %1 has no round paired yet</source>
        <translation>el torneo %1 aún no tiene ninguna ronda emparejada</translation>
    </message>
    <message>
        <source>round: &apos;%1&apos; is not a round of event %2 (1 to %3)</source>
        <translation>ronda: «%1» no es una ronda del torneo %2 (1 a %3)</translation>
    </message>
    <message>
        <source>event %1 is not an elimination: it has no bracket</source>
        <translation>el torneo %1 no es eliminatorio: no tiene cuadro</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not html, pdf, csv or json</source>
        <translation>--format: «%1» no es html, pdf, csv ni json</translation>
    </message>
    <message>
        <source>export round: &apos;%1&apos; is not a round number</source>
        <translation>export round: «%1» no es un número de ronda</translation>
    </message>
    <message>
        <source>export %1 writes %2, not %3</source>
        <translation>export %1 escribe %2, no %3</translation>
    </message>
    <message>
        <source>%1: the file&apos;s extension does not say the format; export %2 writes %3: name the file after one of them or give --format</source>
        <translation>%1: la extensión del archivo no indica el formato; export %2 escribe %3: nombre el archivo según uno de ellos o indique --format</translation>
    </message>
    <message>
        <source>podium-cli --db FILE serve [--bind ADDRESS] [--port N]
                                              the live board: standings, events and players as web
                                              pages for the phones in the hall, read-only and
                                              unencrypted, until Ctrl+C (by default on this computer&apos;s
                                              LAN address, port 8080 or the next free one)
</source>
        <extracomment>podium-cli --help, the live board&apos;s command (after part 2). Translate the descriptions only: the command, its options and their values stay as typed.</extracomment>
        <translation>podium-cli --db FILE serve [--bind ADDRESS] [--port N]
                                              la pantalla en directo: clasificaciones, torneos y jugadores
                                              como páginas web para los móviles de la sala, de solo
                                              lectura y sin cifrar, hasta Ctrl+C (por omisión en la
                                              dirección LAN de este ordenador, puerto 8080 o el siguiente libre)
</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address of this computer (such as %2)</source>
        <translation>--bind: «%1» no es una dirección IP de este ordenador (como %2)</translation>
    </message>
    <message>
        <source>--port: &apos;%1&apos; is not a port number (0 to 65535)</source>
        <translation>--port: «%1» no es un número de puerto (0 a 65535)</translation>
    </message>
    <message>
        <source>port %1 is in use; the board took port %2</source>
        <translation>el puerto %1 está ocupado; la pantalla ha tomado el puerto %2</translation>
    </message>
    <message>
        <source>The live board of %1 listens on every network of this computer, at:</source>
        <translation>La pantalla en directo de %1 escucha en todas las redes de este ordenador, en:</translation>
    </message>
    <message>
        <source>The live board of %1 is at %2</source>
        <translation>La pantalla en directo de %1 está en %2</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Pulse Ctrl+C para pararlo.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>parado</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm &apos;%1&apos;; the algorithms are %2</source>
        <translation>--algorithm: algoritmo «%1» desconocido; los algoritmos son %2</translation>
    </message>
    <message>
        <source>--param %1: none of the algorithms compared has the parameter &apos;%2&apos;</source>
        <translation>--param %1: ninguno de los algoritmos comparados tiene el parámetro «%2»</translation>
    </message>
    <message numerus="yes">
        <source>Backtest of %1: %n game(s)</source>
        <translation>
            <numerusform>Prueba retrospectiva de %1: %n partida</numerusform>
            <numerusform>Prueba retrospectiva de %1: %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>setting</source>
        <translation>ajuste</translation>
    </message>
    <message>
        <source>prediction error</source>
        <translation>error de predicción</translation>
    </message>
    <message>
        <source>log-loss</source>
        <translation>pérdida logarítmica</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>best</source>
        <translation>mejor</translation>
    </message>
    <message>
        <source>Best by log-loss: %1</source>
        <translation>Mejor según la pérdida logarítmica: %1</translation>
    </message>
    <message>
        <source>Best by prediction error (no duels for a log-loss): %1</source>
        <translation>Mejor según el error de predicción (sin duelos para una pérdida logarítmica): %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>según %1</translation>
    </message>
    <message>
        <source>Calibration of the duels: by the probability given to the side entered first, the mean predicted and the share it won (games)</source>
        <translation>Calibración de los duelos: según la probabilidad dada al bando anotado primero, la predicción media y la proporción de victorias (partidas)</translation>
    </message>
    <message>
        <source>bin</source>
        <translation>intervalo</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, csv or json</source>
        <translation>--format: «%1» no es text, csv ni json</translation>
    </message>
    <message>
        <source>backtest needs one history file (or - for standard input)</source>
        <translation>backtest necesita un archivo de historial (o - para la entrada estándar)</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>todas las partidas</translation>
    </message>
    <message>
        <source>--leaderboard and --discipline: give one; a leaderboard has its discipline</source>
        <translation>--leaderboard y --discipline: indique solo uno; una clasificación tiene su disciplina</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;</source>
        <translation>clasificación «%1»</translation>
    </message>
    <message>
        <source>discipline &apos;%1&apos;</source>
        <translation>disciplina «%1»</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a date (YYYY-MM-DD)</source>
        <translation>--%1: «%2» no es una fecha (AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>%1 has no games to backtest</source>
        <translation>%1 no tiene partidas para la prueba retrospectiva</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; with --db the commands are init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve and backtest</source>
        <translation>comando «%1» desconocido; con --db los comandos son init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve y backtest</translation>
    </message>
    <message>
        <source>podium-cli backtest FILE | podium-cli --db FILE backtest [--leaderboard NAME | --discipline D]
        [--from DATE] [--to DATE] [--algorithm A[:NAME=VALUE,...] ...] [--param [A.]NAME=VALUE ...]
        [--sweep [A.]NAME=FROM:TO:STEP ...] [--format text|csv|json]
                                              which rating predicts these games best: every game
                                              scored before it is rated (the TrueSkill paper&apos;s
                                              prediction error, its &quot;challenged&quot; matrix and draws
                                              against match quality; log-loss, Brier score and
                                              calibration of the duels); by default TrueSkill, Elo,
                                              Glicko-2 and, where every player has a score and
                                              minutes, ZoneStats; sweeps multiply (at most 500 settings)
</source>
        <extracomment>podium-cli --help, the backtest (after the live board). Translate the descriptions only: the command, its options, their values and parameters stay as typed.</extracomment>
        <translation>podium-cli backtest FILE | podium-cli --db FILE backtest [--leaderboard NAME | --discipline D]
        [--from DATE] [--to DATE] [--algorithm A[:NAME=VALUE,...] ...] [--param [A.]NAME=VALUE ...]
        [--sweep [A.]NAME=FROM:TO:STEP ...] [--format text|csv|json]
                                              qué valoración predice mejor estas partidas: cada
                                              predicción se evalúa antes de que la partida cuente en
                                              la valoración (el error de
                                              predicción del artículo de TrueSkill, su matriz
                                              «desafiado» y los empates según la calidad de la partida;
                                              pérdida logarítmica, valoración de Brier y calibración de
                                              los duelos); por omisión TrueSkill, Elo, Glicko-2 y, si
                                              cada jugador tiene puntos y minutos, ZoneStats; los
                                              barridos se multiplican (500 ajustes como máximo)
</translation>
    </message>
    <message>
        <source>pairs of sides with different places: %1; draws (pairs that shared a place): %2; duels (one player against one, no draw): %3</source>
        <translation>pares de bandos en puestos distintos: %1; empates (pares que compartieron puesto): %2; duelos (un jugador contra uno, sin empate): %3</translation>
    </message>
    <message numerus="yes">
        <source>Challenged: the prediction error on the 20 % of games that each algorithm&apos;s best setting found tightest (%n game(s))</source>
        <translation>
            <numerusform>Desafiado: el error de predicción en el 20 % de partidas que el mejor ajuste de cada algoritmo juzgó más reñidas (%n partida)</numerusform>
            <numerusform>Desafiado: el error de predicción en el 20 % de partidas que el mejor ajuste de cada algoritmo juzgó más reñidas (%n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws against match quality: the share of all draws within the tightest x % of games</source>
        <translation>Empates según la calidad de la partida: la proporción de todos los empates en el x % de partidas más reñidas</translation>
    </message>
    <message>
        <source>game %1 (%2)</source>
        <translation>partida %1 (%2)</translation>
    </message>
    <message>
        <source>Club database commands (podium-cli --db FILE COMMAND):
  init                                        create an empty database
  import games FILE.csv [--discipline NAME]   import the interchange CSV, all or nothing
        [--names PLAYERS.csv | --name-column COLUMN | --readable-ids] [--tell-apart]
                                              the players&apos; names: from a players file (columns
                                              participant or id, and name), a column of the games
                                              file, or the ids made readable (ann-lee: Ann Lee); ids
                                              without a name stay; --tell-apart adds the id to names
                                              two players would share, which are refused otherwise
  players list | add NAME | rename OLD NEW | merge FROM INTO | retire NAME | delete NAME
  games list [--player NAME] [--discipline D] [--format csv|json]
  games add | games edit ID                   one game as JSON on standard input
  games delete ID
  leaderboard list | create NAME --algorithm A [--discipline D] [--param NAME=VALUE ...]
                                              [--from DATE] [--to DATE] | set NAME --param ...
  leaderboard fit-draw NAME [--set]           TrueSkill&apos;s draw probability from the leaderboard&apos;s games
                                              (drawn pairs of sides next in the finishing order), and setting it
  standings [LEADERBOARD] [--format csv|json]
  history PLAYER [LEADERBOARD]                rating after each game, with sigma
  export games FILE.csv | export standings [LEADERBOARD] FILE.csv|.json|.html|.pdf
  export event NAME FILE.html|.pdf|.csv|.json an event&apos;s current round and standings
  export round EVENT [N] FILE.html|.pdf       the pairings of round N (the current one by default)
  export bracket EVENT FILE.html|.pdf | export player NAME FILE.html|.pdf
                                              --format html|pdf|csv|json instead of the extension,
                                              --paper a4|letter for a PDF; the HTML files stand
                                              alone, to post on a club&apos;s website
  backup FILE.json | restore FILE.json        a full backup, and restoring it into a new database
  import players FILE.csv                     columns name, display_name, affiliation, notes, retired
  check                                       integrity, and cached standings equal a fresh replay
  pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K [--together A+B,...] [--apart A+B,...]
                                              suggested games with match quality and win probability
  event create NAME --format swiss|roundrobin|single|double|heats --discipline D [--leaderboard L]
        --entrants A,B,... [--rounds N] [--lobby K] [--option NAME=VALUE ...]
                                              options: win draw loss bye places tiebreaks pairing
                                              style double sides accelerated colour ratings
                                              (swiss style: fide|games|rating; accelerated: baku;
                                              colour: white|black|lot, board 1&apos;s top player in round 1)
  event list | join NAME PLAYER [--half-byes] | withdraw NAME PLAYER | delete NAME
                                              --half-byes: a half-point bye for each round missed
  event bye NAME PLAYER [--round N] [--cancel]
                                              a half-point bye asked for before a round (the next)
  event next NAME                             pair the next round: round,table,side,player (side 0: bye)
  event repair NAME                           pair the last round again while it has no result
  event set NAME --leaderboard L              the leaderboard that rates it from now on (&quot;&quot;: the discipline&apos;s)
  event show NAME [ROUND]                     pairings with quality, win probability, results, notes
  event result NAME ROUND TABLE --ranks R1,R2,... | --games W1-W2[-D]
                                              one rank per side, or a match&apos;s games won (and drawn)
  event standings NAME [--format csv|json]    points, tie-breaks and what decided each place
  event export NAME FILE.trf                  the event as a FIDE TRF-16 file
  event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]
                                              a Swiss from a TRF file, to continue with event next
podium-cli demo --db FILE                     create a demo club: 40 members, two years, three disciplines
</source>
        <extracomment>podium-cli --help, part 2 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation>Comandos de la base de datos del club (podium-cli --db FILE COMMAND):
  init                                        crear una base de datos vacía
  import games FILE.csv [--discipline NAME]   importar el CSV de intercambio, todo o nada
        [--names PLAYERS.csv | --name-column COLUMN | --readable-ids] [--tell-apart]
                                              los nombres de los jugadores: de un archivo de jugadores (columnas
                                              participant o id, y name), de una columna del archivo de partidas,
                                              o los ids hechos legibles (ann-lee: Ann Lee); los ids sin nombre
                                              se mantienen; --tell-apart añade el id a los nombres que
                                              compartirían dos jugadores, que de lo contrario se rechazan
  players list | add NAME | rename OLD NEW | merge FROM INTO | retire NAME | delete NAME
  games list [--player NAME] [--discipline D] [--format csv|json]
  games add | games edit ID                   una partida como JSON en la entrada estándar
  games delete ID
  leaderboard list | create NAME --algorithm A [--discipline D] [--param NAME=VALUE ...]
                                              [--from DATE] [--to DATE] | set NAME --param ...
  leaderboard fit-draw NAME [--set]           la probabilidad de empate de TrueSkill a partir de las partidas
                                              de la clasificación (pares de bandos empatados contiguos en el
                                              orden de llegada), y fijarla
  standings [LEADERBOARD] [--format csv|json]
  history PLAYER [LEADERBOARD]                la valoración tras cada partida, con sigma
  export games FILE.csv | export standings [LEADERBOARD] FILE.csv|.json|.html|.pdf
  export event NAME FILE.html|.pdf|.csv|.json la ronda en curso y la clasificación de un torneo
  export round EVENT [N] FILE.html|.pdf       los emparejamientos de la ronda N (por defecto, la actual)
  export bracket EVENT FILE.html|.pdf | export player NAME FILE.html|.pdf
                                              --format html|pdf|csv|json en lugar de la extensión,
                                              --paper a4|letter para un PDF; los archivos HTML son
                                              autónomos, para la web del club
  backup FILE.json | restore FILE.json        una copia de seguridad completa, y su restauración
                                              en una base de datos nueva
  import players FILE.csv                     columnas name, display_name, affiliation, notes, retired
  check                                       la integridad, y que las clasificaciones en caché
                                              coincidan con un recálculo nuevo
  pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K [--together A+B,...] [--apart A+B,...]
                                              partidas sugeridas con calidad de la partida y
                                              probabilidad de victoria
  event create NAME --format swiss|roundrobin|single|double|heats --discipline D [--leaderboard L]
        --entrants A,B,... [--rounds N] [--lobby K] [--option NAME=VALUE ...]
                                              opciones: win draw loss bye places tiebreaks pairing
                                              style double sides accelerated colour ratings
                                              (style con swiss: fide|games|rating; accelerated: baku;
                                              colour: white|black|lot, el del primer jugador del tablero 1
                                              en la ronda 1)
  event list | join NAME PLAYER [--half-byes] | withdraw NAME PLAYER | delete NAME
                                              --half-byes: un bye de medio punto por cada ronda no jugada
  event bye NAME PLAYER [--round N] [--cancel]
                                              un bye de medio punto pedido antes de una ronda (por defecto,
                                              la siguiente)
  event next NAME                             emparejar la próxima ronda: round,table,side,player (side 0: bye)
  event repair NAME                           volver a emparejar la última ronda mientras no tenga
                                              resultado
  event set NAME --leaderboard L              la clasificación que valora el torneo a partir de ahora
                                              (&quot;&quot;: la de la disciplina)
  event show NAME [ROUND]                     emparejamientos con calidad, probabilidad de
                                              victoria, resultados, notas
  event result NAME ROUND TABLE --ranks R1,R2,... | --games W1-W2[-D]
                                              un puesto por bando, o las partidas ganadas (y
                                              empatadas) de un encuentro
  event standings NAME [--format csv|json]    puntos, desempates y lo que decidió cada puesto
  event export NAME FILE.trf                  el torneo como archivo FIDE TRF-16
  event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]
                                              un torneo por sistema suizo desde un archivo TRF, para
                                              continuar con event next
podium-cli demo --db FILE                     crear un club de demostración: 40 socios,
                                              dos años, tres disciplinas
</translation>
    </message>
    <message>
        <source>--half-byes applies to event join</source>
        <translation>--half-byes solo se aplica a event join</translation>
    </message>
    <message>
        <source>%1: a half-point bye in each round missed: %2</source>
        <translation>%1: un bye de medio punto en cada ronda no jugada: %2</translation>
    </message>
    <message>
        <source>%1 has no half-point bye in round %2 of %3</source>
        <translation>%1 no tiene bye de medio punto en la ronda %2 de %3</translation>
    </message>
    <message>
        <source>%1 has a half-point bye in round %2 of %3</source>
        <translation>%1 tiene un bye de medio punto en la ronda %2 de %3</translation>
    </message>
    <message>
        <source>event %1 is rated by no leaderboard</source>
        <translation>el torneo %1 no lo valora ninguna clasificación</translation>
    </message>
    <message>
        <source>event %1 is rated by %2</source>
        <translation>el torneo %1 lo valora %2</translation>
    </message>
    <message>
        <source>checked: SQLite&apos;s integrity_check and foreign_key_check, the schema (version %1), every value as a restore of a backup would read it, %2</source>
        <translation>comprobado: integrity_check y foreign_key_check de SQLite, el esquema (versión %1), cada valor tal como lo leería la restauración de una copia de seguridad, %2</translation>
    </message>
    <message>
        <source>%1: unexpected argument &apos;%2&apos;; see podium-cli --help</source>
        <translation>%1: argumento «%2» inesperado; consulte podium-cli --help</translation>
    </message>
    <message>
        <source>game id &apos;%1&apos; is not a positive whole number</source>
        <translation>el id de partida «%1» no es un número entero positivo</translation>
    </message>
    <message>
        <source>--team-size applies to --kind team</source>
        <translation>--team-size solo se aplica a --kind team</translation>
    </message>
    <message>
        <source>--ffa-size applies to --kind ffa</source>
        <translation>--ffa-size solo se aplica a --kind ffa</translation>
    </message>
    <message>
        <source>demo needs the file to create: podium-cli demo --db FILE (or podium-cli --db FILE demo)</source>
        <translation>demo necesita el archivo que crear: podium-cli demo --db FILE (o podium-cli --db FILE demo)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the commands are rate, replay, generate, backtest and demo --db FILE, and on a club --db FILE COMMAND (see podium-cli --help)</source>
        <translation>comando «%1» desconocido; los comandos son rate, replay, generate, backtest y demo --db FILE, y sobre un club --db FILE COMMAND (consulte podium-cli --help)</translation>
    </message>
    <message>
        <source>event %1 has rounds 1 to %2, not %3</source>
        <translation>el torneo %1 tiene las rondas 1 a %2, no %3</translation>
    </message>
    <message>
        <source>PDF files and the live board are made by %1, which cannot be started: %2</source>
        <translation>Los archivos PDF y la pantalla en directo los genera %1, que no se puede iniciar: %2</translation>
    </message>
    <message>
        <source>checked: the club&apos;s tables on the server (which checks every reference as it is written), the schema (version %1), every value as a restore of a backup would read it, %2</source>
        <translation>comprobado: las tablas del club en el servidor (que comprueba cada referencia al escribirla), el esquema (versión %1), cada valor tal como lo leería la restauración de una copia de seguridad, %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a report number (event reports NAME lists them)</source>
        <translation>&apos;%1&apos; no es un número de informe (event reports NAME los enumera)</translation>
    </message>
    <message>
        <source>report %1 is of %2, not %3</source>
        <translation>el informe %1 es de %2, no de %3</translation>
    </message>
    <message>
        <source>--player and --all: give one of them</source>
        <translation>--player y --all: indique solo uno</translation>
    </message>
    <message>
        <source>--board: &apos;%1&apos; is not the live board&apos;s address, such as http://192.168.1.20:8080/</source>
        <translation>--board: &apos;%1&apos; no es la dirección de la pantalla en directo, como http://192.168.1.20:8080/</translation>
    </message>
    <message>
        <source>players do not report results of %1; turn it on first (event set %1 reporting=on)</source>
        <translation>los jugadores de %1 no comunican sus resultados; actívelo primero (event set %1 reporting=on)</translation>
    </message>
    <message>
        <source>every entrant of %1 has a code already; --player P gives one a new code, --all everyone (the codes given before stop working)</source>
        <translation>todos los participantes de %1 ya tienen código; --player P da un código nuevo a uno, --all a todos (los códigos dados antes dejan de funcionar)</translation>
    </message>
    <message>
        <source>report %1 is %2 already</source>
        <translation>el informe %1 ya está %2</translation>
    </message>
    <message numerus="yes">
        <source>round %1, table %2: %3 (game %4); %n report(s) settled</source>
        <translation>
            <numerusform>ronda %1, mesa %2: %3 (partida %4); %n informe resuelto</numerusform>
            <numerusform>ronda %1, mesa %2: %3 (partida %4); %n informes resueltos</numerusform>
        </translation>
    </message>
    <message>
        <source>report %1 (round %2, table %3, by %4) rejected</source>
        <translation>informe %1 (ronda %2, mesa %3, de %4) rechazado</translation>
    </message>
    <message>
        <source>players of %1 now report their results on the live board; give them their codes (event codes %1)</source>
        <translation>los jugadores de %1 comunican ahora sus resultados en la pantalla en directo; deles sus códigos (event codes %1)</translation>
    </message>
    <message>
        <source>players of %1 no longer report their results on the live board</source>
        <translation>los jugadores de %1 ya no comunican sus resultados en la pantalla en directo</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv, html or pdf</source>
        <translation>--format: &apos;%1&apos; no es csv, html ni pdf</translation>
    </message>
    <message>
        <source>It changes nothing but the results players report for events that let them, and it is unencrypted: for the hall&apos;s own network only.</source>
        <translation>No cambia nada salvo los resultados que comunican los jugadores en los torneos que lo permiten, y no está cifrado: solo para la red propia de la sala.</translation>
    </message>
    <message>
        <source>
More on a club (podium-cli --db FILE COMMAND):
  event final HEATS --top N [--name NAME]     a final of one lobby for the top N of the heats&apos;
                                              standings, in their order
  pair LEADERBOARD --players A,B,... --mode matches:N
                                              two balanced teams of N a match, as many matches as
                                              the players fill; the rest sit out
</source>
        <extracomment>podium-cli --help, finals and team matches (after part 2). Translate the descriptions only: the commands, their options and their values stay as typed.</extracomment>
        <translation>
Más sobre un club (podium-cli --db FILE COMMAND):
  event final HEATS --top N [--name NAME]     una final de una sola sala para los N primeros de la
                                              clasificación de las mangas, en su orden
  pair LEADERBOARD --players A,B,... --mode matches:N
                                              dos equipos equilibrados de N por partida, tantas
                                              partidas como llenen los jugadores; el resto descansa
</translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (heats, one lobby of %n: %2)</source>
        <translation>
            <numerusform>se creó el torneo %1 (mangas, una sala de %n jugador: %2)</numerusform>
            <numerusform>se creó el torneo %1 (mangas, una sala de %n jugadores: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>--mode: &apos;%1&apos; is not h2h, teams:K, matches:N or ffa:K</source>
        <translation>--mode: &apos;%1&apos; no es h2h, teams:K, matches:N ni ffa:K</translation>
    </message>
    <message>
        <source>
Known ratings and absences (podium-cli --db FILE COMMAND):
  players rating NAME [--rating N] [--system S] [--id ID] [--federation FED] [--title T]
                                              a player&apos;s rating from outside the club (FIDE&apos;s, a
                                              national one) with their ID, federation and title;
                                              a Swiss seeds by it with --option pairing=known, or
                                              by rating where the leaderboard knows none of them
  import players FILE.csv                     also the columns rating, rating_system, rating_id,
                                              federation and title
  event bye NAME PLAYER --absent [--round N] [--cancel]
                                              absent from a round of a Swiss (the next): not
                                              paired in it, no points, still in the event
</source>
        <extracomment>podium-cli --help, known ratings and absences (after the finals). Translate the descriptions only: the commands, their options and their values stay as typed.</extracomment>
        <translation>
Valoraciones conocidas y ausencias (podium-cli --db FILE COMMAND):
  players rating NAME [--rating N] [--system S] [--id ID] [--federation FED] [--title T]
                                              la valoración de un jugador de fuera del club (FIDE,
                                              nacional) con su ID, federación y título; un suizo
                                              pone cabezas de serie por ella con --option
                                              pairing=known, o por valoración donde la
                                              clasificación no conoce a ninguno
  import players FILE.csv                     también las columnas rating, rating_system, rating_id,
                                              federation y title
  event bye NAME PLAYER --absent [--round N] [--cancel]
                                              ausente de una ronda de un suizo (la siguiente): sin
                                              emparejar, sin puntos, sigue en el torneo
</translation>
    </message>
    <message>
        <source>%1 is not absent from round %2 of %3</source>
        <translation>%1 no está ausente de la ronda %2 de %3</translation>
    </message>
    <message>
        <source>%1 is absent from round %2 of %3</source>
        <translation>%1 está ausente de la ronda %2 de %3</translation>
    </message>
</context>
<context>
    <name>ClubLocation</name>
    <message>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en el servidor %2</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Create event %1</source>
        <translation>Crear torneo %1</translation>
    </message>
    <message>
        <source>Delete event %1</source>
        <translation>Eliminar torneo %1</translation>
    </message>
    <message>
        <source>Pair the next round of %1</source>
        <translation>Emparejar la siguiente ronda de %1</translation>
    </message>
    <message>
        <source>Pair round %1 of %2</source>
        <translation>Emparejar la ronda %1 de %2</translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3</source>
        <translation>Resultado de %1, ronda %2, mesa %3</translation>
    </message>
    <message>
        <source>Forfeit at %1, round %2, table %3</source>
        <translation>Incomparecencia en %1, ronda %2, mesa %3</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 se inscribe en %2</translation>
    </message>
    <message>
        <source>%1 withdraws from %2</source>
        <translation>%1 se retira de %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>free for all of %1</source>
        <translation>partida multijugador de %1 jugadores</translation>
    </message>
    <message>
        <source>team game of %1</source>
        <translation>partida por equipos de %1 jugadores</translation>
    </message>
    <message>
        <source>Add result %1</source>
        <translation>Añadir resultado (%1)</translation>
    </message>
    <message>
        <source>Edit result %1</source>
        <translation>Editar resultado (%1)</translation>
    </message>
    <message>
        <source>Delete result %1</source>
        <translation>Eliminar resultado (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Import %n game(s)</source>
        <translation>
            <numerusform>Importar %n partida</numerusform>
            <numerusform>Importar %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Create leaderboard %1</source>
        <translation>Crear clasificación %1</translation>
    </message>
    <message>
        <source>Change the parameters of %1</source>
        <translation>Cambiar los parámetros de %1</translation>
    </message>
    <message>
        <source>Change leaderboard %1</source>
        <translation>Cambiar la clasificación %1</translation>
    </message>
    <message>
        <source>Delete leaderboard %1</source>
        <translation>Eliminar la clasificación %1</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Añadir jugador %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renombrar %1 como %2</translation>
    </message>
    <message>
        <source>Retire %1</source>
        <translation>Dar de baja a %1</translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation>Reincorporar a %1</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>Fusionar %1 con %2</translation>
    </message>
    <message>
        <source>Delete player %1</source>
        <translation>Eliminar jugador %1</translation>
    </message>
    <message>
        <source>Import players from %1</source>
        <translation>Importar jugadores de %1</translation>
    </message>
    <message>
        <source>Import event %1</source>
        <translation>Importar torneo %1</translation>
    </message>
    <message>
        <source>Rate %1 by %2</source>
        <translation>Valorar %1 con %2</translation>
    </message>
    <message>
        <source>its discipline&apos;s leaderboard</source>
        <translation>la clasificación de su disciplina</translation>
    </message>
    <message>
        <source>Pair the last round of %1 again</source>
        <translation>Volver a emparejar la última ronda de %1</translation>
    </message>
    <message>
        <source>Pair round %1 of %2 again</source>
        <translation>Volver a emparejar la ronda %1 de %2</translation>
    </message>
    <message>
        <source>Half-point bye for %1 in round %2 of %3</source>
        <translation>Bye de medio punto para %1 en la ronda %2 de %3</translation>
    </message>
    <message>
        <source>No half-point bye for %1 in round %2 of %3</source>
        <translation>Sin bye de medio punto para %1 en la ronda %2 de %3</translation>
    </message>
    <message>
        <source>Another program has deleted %1 since; this undo was skipped.</source>
        <translation>Otro programa ha eliminado %1 desde entonces; no se ha deshecho este paso.</translation>
    </message>
    <message>
        <source>Another program has deleted %1 since; this redo was skipped.</source>
        <translation>Otro programa ha eliminado %1 desde entonces; no se ha rehecho este paso.</translation>
    </message>
    <message>
        <source>Another program has added %1 since; this undo was skipped.</source>
        <translation>Otro programa ha añadido %1 desde entonces; no se ha deshecho este paso.</translation>
    </message>
    <message>
        <source>Another program has added %1 since; this redo was skipped.</source>
        <translation>Otro programa ha añadido %1 desde entonces; no se ha rehecho este paso.</translation>
    </message>
    <message>
        <source>Another program has changed %1 since; this undo was skipped.</source>
        <translation>Otro programa ha modificado %1 desde entonces; no se ha deshecho este paso.</translation>
    </message>
    <message>
        <source>Another program has changed %1 since; this redo was skipped.</source>
        <translation>Otro programa ha modificado %1 desde entonces; no se ha rehecho este paso.</translation>
    </message>
    <message>
        <source>the event %1</source>
        <translation>el torneo %1</translation>
    </message>
    <message>
        <source>the game %1</source>
        <translation>la partida %1</translation>
    </message>
    <message>
        <source>a game of this import</source>
        <translation>una partida de esta importación</translation>
    </message>
    <message>
        <source>the leaderboard %1</source>
        <translation>la clasificación %1</translation>
    </message>
    <message>
        <source>the player %1</source>
        <translation>al jugador %1</translation>
    </message>
    <message>
        <source>a game of event %1</source>
        <translation>una partida del torneo %1</translation>
    </message>
    <message>
        <source>Another program has since added a game under the number this one had (%1); this undo was skipped.</source>
        <translation>Otro programa ha añadido desde entonces una partida con el número que tenía esta (%1); no se ha deshecho este paso.</translation>
    </message>
    <message>
        <source>Another program has since added a game under the number this one had (%1); this redo was skipped.</source>
        <translation>Otro programa ha añadido desde entonces una partida con el número que tenía esta (%1); no se ha rehecho este paso.</translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3 (players&apos; reports)</source>
        <translation>Resultado de %1, ronda %2, mesa %3 (informes de los jugadores)</translation>
    </message>
    <message>
        <source>the desk entered another result</source>
        <translation>la organización introdujo otro resultado</translation>
    </message>
    <message numerus="yes">
        <source>Reject %n report(s)</source>
        <translation>
            <numerusform>Rechazar %n informe</numerusform>
            <numerusform>Rechazar %n informes</numerusform>
        </translation>
    </message>
    <message>
        <source>report %1 is %2 already</source>
        <translation>el informe %1 ya está %2</translation>
    </message>
    <message>
        <source>rejected at the desk</source>
        <translation>rechazado por la organización</translation>
    </message>
    <message>
        <source>Let players of %1 report results</source>
        <translation>Permitir que los jugadores de %1 comuniquen sus resultados</translation>
    </message>
    <message>
        <source>Stop players of %1 reporting results</source>
        <translation>Dejar de permitir que los jugadores de %1 comuniquen sus resultados</translation>
    </message>
    <message>
        <source>this club is read-only, and of a version of Podium before players&apos; reports: they need a copy that can be written</source>
        <translation>este club es de solo lectura y de una versión de Podium anterior a los informes de los jugadores: estos necesitan una copia en la que se pueda escribir</translation>
    </message>
    <message>
        <source>Add players %1</source>
        <translation>Añadir los jugadores %1</translation>
    </message>
    <message>
        <source>%1 absent from round %2 of %3</source>
        <translation>%1 ausente de la ronda %2 de %3</translation>
    </message>
    <message>
        <source>%1 not absent from round %2 of %3</source>
        <translation>%1 no ausente de la ronda %2 de %3</translation>
    </message>
    <message>
        <source>Edit player %1</source>
        <translation>Editar jugador %1</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an id (a whole number from 1)</source>
        <translation>un id (un número entero desde 1)</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>un número entero desde 0</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>un número entero desde 1</translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation>0 o 1</translation>
    </message>
    <message>
        <source>null, 1 or 2</source>
        <translation>null, 1 o 2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 no es %2</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>un nombre no puede estar vacío</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a name as Podium keeps it (&apos;%2&apos;)</source>
        <translation>&apos;%1&apos; no es un nombre tal como lo guarda Podium (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (YYYY-MM-DDTHH:MM:SS)</source>
        <translation>&apos;%1&apos; no es una fecha y hora (AAAA-MM-DDTHH:MM:SS)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation>&apos;%1&apos; no es una fecha y hora (ISO 8601)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not h2h, ffa or team</source>
        <translation>&apos;%1&apos; no es h2h, ffa ni team</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a format as Podium writes it</source>
        <translation>&apos;%1&apos; no es un formato tal como lo escribe Podium</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not open, running or finished</source>
        <translation>&apos;%1&apos; no es open, running ni finished</translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation>se requiere un valor</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 no es un número</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 no es texto</translation>
    </message>
    <message>
        <source>%1: %2, row %3</source>
        <translation>%1: %2, fila %3</translation>
    </message>
    <message>
        <source>%1: the table is missing</source>
        <translation>%1: falta la tabla</translation>
    </message>
    <message>
        <source>%1: unexpected columns</source>
        <translation>%1: columnas inesperadas</translation>
    </message>
    <message>
        <source>%1: rows is not an array</source>
        <translation>%1: rows no es un array</translation>
    </message>
    <message>
        <source>expected %1 values</source>
        <translation>se esperaban %1 valores</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>partida %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of parameters ({&quot;name&quot;: &quot;value&quot;, ...})</source>
        <translation>&apos;%1&apos; no es una lista de parámetros ({&quot;name&quot;: &quot;value&quot;, ...})</translation>
    </message>
    <message>
        <source>parameter %1: its value is not text</source>
        <translation>parámetro %1: su valor no es texto</translation>
    </message>
    <message>
        <source>player_id: the player is not an entrant of the event</source>
        <translation>player_id: el jugador no es participante del torneo</translation>
    </message>
    <message>
        <source>game_id: a bye or a forfeit has no game</source>
        <translation>game_id: un bye o una incomparecencia no tiene partida</translation>
    </message>
    <message>
        <source>game_id: the player did not play that game in the event&apos;s discipline</source>
        <translation>game_id: el jugador no jugó esa partida en la disciplina del torneo</translation>
    </message>
    <message>
        <source>%1 is not empty; restore into a new database (init it first)</source>
        <translation>%1 no está vacía; restaure en una base de datos nueva (créela antes con init)</translation>
    </message>
    <message>
        <source>schema_version: a whole number from 1 is required</source>
        <translation>schema_version: se requiere un número entero desde 1</translation>
    </message>
    <message>
        <source>the backup comes from a newer Podium (schema version %1)</source>
        <translation>la copia de seguridad procede de un Podium más reciente (versión de esquema %1)</translation>
    </message>
    <message>
        <source>not a Podium backup</source>
        <translation>no es una copia de seguridad de Podium</translation>
    </message>
    <message>
        <source>%1 already holds a club; the demo goes into a new database</source>
        <translation>%1 ya contiene un club; la demo va en una base de datos nueva</translation>
    </message>
    <message>
        <source>format: &apos;%1&apos; is not a format (%2)</source>
        <translation>format: &apos;%1&apos; no es un formato (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>option style: &apos;%1&apos; is not a Swiss style (%2)</source>
        <translation>opción style: &apos;%1&apos; no es un estilo de sistema suizo (%2)</translation>
    </message>
    <message>
        <source> is a bye: it has no result to enter</source>
        <translation> es un bye: no tiene resultado que introducir</translation>
    </message>
    <message>
        <source>: %1 rank(s) for %2 sides</source>
        <translation>: %1 puestos para %2 bandos</translation>
    </message>
    <message>
        <source>: rank %1 of side %2 is not 1 or more</source>
        <translation>: el puesto %1 del bando %2 no es 1 o más</translation>
    </message>
    <message>
        <source>: an elimination game needs a winner</source>
        <translation>: una partida eliminatoria necesita un ganador</translation>
    </message>
    <message>
        <source>: places %1 are not a finishing order (each place once from 1; those tied share a place)</source>
        <translation>: los puestos %1 no son un orden de llegada (cada puesto una vez, desde 1; los empatados comparten puesto)</translation>
    </message>
    <message>
        <source>games: &apos;%1&apos; is not a match score: give the games won by each side, and the games drawn if any, such as 2-1 or 1-1-1</source>
        <translation>games: &apos;%1&apos; no es un marcador de encuentro: indique las partidas ganadas por cada bando y, si las hay, las empatadas, p. ej. 2-1 o 1-1-1</translation>
    </message>
    <message>
        <source>table event_pairings, event &apos;%1&apos;, round %2, table %3: a seat&apos;s player is not an entrant of the event; the database was changed outside Podium</source>
        <translation>tabla event_pairings, torneo &apos;%1&apos;, ronda %2, mesa %3: el jugador de un asiento no es participante del torneo; la base de datos se modificó fuera de Podium</translation>
    </message>
    <message>
        <source>: a match score needs a game of two sides</source>
        <translation>: un marcador de encuentro requiere una partida de dos bandos</translation>
    </message>
    <message>
        <source>: only a game of two can be won by forfeit</source>
        <translation>: solo una partida de dos puede ganarse por incomparecencia</translation>
    </message>
    <message>
        <source>: the side that won by forfeit is 1 or 2 (0: neither came)</source>
        <translation>: el bando que ganó por incomparecencia es 1 o 2 (0: no se presentó ninguno)</translation>
    </message>
    <message>
        <source>: in an elimination bracket one side must go through</source>
        <translation>: en un cuadro eliminatorio un bando debe pasar de ronda</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3: %4 games drawn is not a count</source>
        <translation>torneo &apos;%1&apos;, ronda %2, mesa %3: %4 no es un número válido de partidas empatadas</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: only the last round, %2, can be taken back</source>
        <translation>torneo &apos;%1&apos;: solo se puede deshacer la última ronda, la %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 has results; take them back first</source>
        <translation>torneo &apos;%1&apos;: la ronda %2 tiene resultados; elimínelos primero</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is over: %2 won it</source>
        <translation>el torneo &apos;%1&apos; ha terminado: lo ganó %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no match to play</source>
        <translation>el torneo &apos;%1&apos; no tiene ningún encuentro por jugar</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is not finished: table %3 has no result</source>
        <translation>torneo &apos;%1&apos;: la ronda %2 no ha terminado: la mesa %3 no tiene resultado</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2</source>
        <translation>torneo &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>%1 was paired on a score of %2 and now has %3</source>
        <translation>%1 se emparejó con %2 puntos y ahora tiene %3</translation>
    </message>
    <message>
        <source>round %1 would now be paired differently: %2</source>
        <translation>la ronda %1 se emparejaría ahora de otra forma: %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has played all its %2 rounds</source>
        <translation>el torneo &apos;%1&apos; ya ha jugado sus %2 rondas</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is entered twice</source>
        <translation>torneo &apos;%1&apos;: %2 está inscrito dos veces</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: an event needs at least two entrants</source>
        <translation>torneo &apos;%1&apos;: un torneo necesita al menos dos participantes</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a lobby needs room for at least two players</source>
        <translation>torneo &apos;%1&apos;: una sala necesita espacio para al menos dos jugadores</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: the number of rounds cannot be negative</source>
        <translation>torneo &apos;%1&apos;: el número de rondas no puede ser negativo</translation>
    </message>
    <message>
        <source>there is already an event called &apos;%1&apos;</source>
        <translation>ya existe un torneo llamado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>option %1: &apos;%2&apos; is not a number</source>
        <translation>opción %1: &apos;%2&apos; no es un número</translation>
    </message>
    <message>
        <source>option places: &apos;%1&apos; is not a number</source>
        <translation>opción places: &apos;%1&apos; no es un número</translation>
    </message>
    <message>
        <source>option places: give the points of each place, such as 10-8-6-5-4-3-2-1</source>
        <translation>opción places: indique los puntos de cada puesto, p. ej. 10-8-6-5-4-3-2-1</translation>
    </message>
    <message>
        <source>option tiebreaks: %1</source>
        <translation>opción tiebreaks: %1</translation>
    </message>
    <message>
        <source>option pairing: &apos;%1&apos; is not one of %2</source>
        <translation>opción pairing: &apos;%1&apos; no es ninguno de %2</translation>
    </message>
    <message>
        <source>option accelerated: &apos;%1&apos; is not baku or none</source>
        <translation>opción accelerated: &apos;%1&apos; no es baku ni none</translation>
    </message>
    <message>
        <source>option ratings: &apos;%1&apos; is not a rating</source>
        <translation>opción ratings: &apos;%1&apos; no es una valoración</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un torneo necesita un nombre</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: give its discipline</source>
        <translation>torneo &apos;%1&apos;: indique su disciplina</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a %2 event cannot take entrants once it has started</source>
        <translation>torneo &apos;%1&apos;: un torneo en formato %2 no admite participantes una vez empezado</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is already in it</source>
        <translation>torneo &apos;%1&apos;: %2 ya está inscrito</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not playing in it</source>
        <translation>torneo &apos;%1&apos;: %2 no está jugando en él</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: in an elimination bracket a withdrawal is a lost game; enter it as the result of %2&apos;s match</source>
        <translation>torneo &apos;%1&apos;: en un cuadro eliminatorio, retirarse equivale a perder la partida; introdúzcalo como resultado del encuentro de %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not in it</source>
        <translation>torneo &apos;%1&apos;: %2 no está inscrito</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has been paired; withdraw them instead</source>
        <translation>torneo &apos;%1&apos;: %2 ya tiene emparejamientos; retírelo en su lugar</translation>
    </message>
    <message>
        <source>there is no event called &apos;%1&apos;</source>
        <translation>no existe ningún torneo llamado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is an event called &apos;%1&apos; again; the deleted one cannot come back under that name</source>
        <translation>vuelve a haber un torneo llamado &apos;%1&apos;; el eliminado no puede recuperarse con ese nombre</translation>
    </message>
    <message>
        <source>there is no event %1</source>
        <translation>no existe el torneo %1</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has tables of more than two players; a TRF file holds games of two</source>
        <translation>el torneo &apos;%1&apos; tiene mesas de más de dos jugadores; un archivo TRF contiene partidas de dos</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>player %1 has the name of player %2, &apos;%3&apos;: Podium needs one name a player</source>
        <translation>el jugador %1 tiene el nombre del jugador %2, &apos;%3&apos;: Podium necesita un nombre distinto por jugador</translation>
    </message>
    <message>
        <source>the file names no tournament (line 012): give the event a name</source>
        <translation>el archivo no nombra ningún torneo (línea 012): dé un nombre al torneo</translation>
    </message>
    <message>
        <source>the file plans %1 rounds (XXR) but holds results of %2</source>
        <translation>el archivo prevé %1 rondas (XXR), pero contiene resultados de %2</translation>
    </message>
    <message>
        <source>the file scores a forfeit (BBF) or an absence (BBZ) apart from a loss; Podium scores a forfeit as a loss and an absence as nothing</source>
        <translation>el archivo puntúa una incomparecencia (BBF) o una ausencia (BBZ) de forma distinta a una derrota; Podium puntúa una incomparecencia como derrota y una ausencia como si no hubiera partida</translation>
    </message>
    <message>
        <source>round %1: player %2&apos;s opponent %3 is not a player of the file</source>
        <translation>ronda %1: el rival %3 del jugador %2 no es un jugador del archivo</translation>
    </message>
    <message numerus="yes">
        <source>A TRF file holds each match&apos;s result, not its games: the game scores of %n match(es) stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</source>
        <translation>
            <numerusform>Un archivo TRF guarda el resultado de cada encuentro, no sus partidas: los marcadores de %n encuentro se quedan en Podium, y una copia importada no cuenta partidas para los desempates gw y ogw.</numerusform>
            <numerusform>Un archivo TRF guarda el resultado de cada encuentro, no sus partidas: los marcadores de %n encuentros se quedan en Podium, y una copia importada no cuenta partidas para los desempates gw y ogw.</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty; expected a header with a &apos;name&apos; column</source>
        <translation>el archivo está vacío; se esperaba una cabecera con una columna &apos;name&apos;</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>la cabecera nombra dos veces la columna &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the header has no column &apos;name&apos;</source>
        <translation>la cabecera no tiene columna &apos;name&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation>&apos;%1&apos; no es yes ni no</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>el nombre está vacío</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; aparece dos veces</translation>
    </message>
    <message>
        <source>a game needs a discipline</source>
        <translation>una partida necesita una disciplina</translation>
    </message>
    <message>
        <source>: a team game needs every participant&apos;s team</source>
        <translation>: una partida por equipos necesita el equipo de cada participante</translation>
    </message>
    <message>
        <source>date: &apos;%1&apos; is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])</source>
        <translation>date: &apos;%1&apos; no es una fecha (AAAA-MM-DD o AAAA-MM-DDTHH:MM[:SS])</translation>
    </message>
    <message>
        <source>discipline: a game needs a discipline</source>
        <translation>discipline: una partida necesita una disciplina</translation>
    </message>
    <message>
        <source>at participant %1</source>
        <translation>en el participante %1</translation>
    </message>
    <message>
        <source>: a participant needs a player</source>
        <translation>: un participante necesita un jugador</translation>
    </message>
    <message>
        <source>: rank %1; ranks start at 1 (the best)</source>
        <translation>: puesto %1; los puestos empiezan en 1 (el mejor)</translation>
    </message>
    <message>
        <source>: score and minutes must be finite numbers</source>
        <translation>: los puntos y los minutos deben ser números finitos</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>victoria de %1</translation>
    </message>
    <message>
        <source>The scores say %1 (%2 to %3), but the result says %4.</source>
        <translation>Los puntos dan %1 (%2 a %3), pero el resultado dice %4.</translation>
    </message>
    <message>
        <source>%1 placed ahead of %2 (place %3 against %4) with a lower score (%5 against %6).</source>
        <translation>%1 quedó por delante de %2 (puesto %3 frente a %4) con menos puntos (%5 frente a %6).</translation>
    </message>
    <message>
        <source>there is already a game %1</source>
        <translation>ya existe una partida %1</translation>
    </message>
    <message>
        <source>table participants: a row of game %1 came back for another game; the database is damaged</source>
        <translation>tabla participants: una fila de la partida %1 se devolvió para otra partida; la base de datos está dañada</translation>
    </message>
    <message>
        <source>table participants, game %1: player %2 is not in table players; the database was changed outside Podium</source>
        <translation>tabla participants, partida %1: el jugador %2 no está en la tabla players; la base de datos se modificó fuera de Podium</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>no existe la partida %1</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>la importación se canceló; no se importó nada</translation>
    </message>
    <message>
        <source>there is no player called &apos;%1&apos;</source>
        <translation>no existe ningún jugador llamado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>pick a player or a team on each side</source>
        <translation>elija un jugador o un equipo en cada bando</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is on both sides</source>
        <translation>&apos;%1&apos; está en ambos bandos</translation>
    </message>
    <message>
        <source>player %1: the rating is not a finite number and cannot be stored</source>
        <translation>jugador %1: la valoración no es un número finito y no se puede guardar</translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing: ZoneStats rates score per hour and needs them</source>
        <translation>faltan los minutos de %1: ZoneStats valora los puntos por hora y los necesita</translation>
    </message>
    <message>
        <source>%1&apos;s score is missing: ZoneStats rates score per hour and needs it</source>
        <translation>faltan los puntos de %1: ZoneStats valora los puntos por hora y los necesita</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate this game: %2</source>
        <translation>la clasificación &apos;%1&apos; no puede valorar esta partida: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>&apos;%1&apos; no es una fecha (AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: %2</source>
        <translation>clasificación &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate game %2: %3</source>
        <translation>la clasificación &apos;%1&apos; no puede valorar la partida %2: %3</translation>
    </message>
    <message>
        <source>a leaderboard needs a name</source>
        <translation>una clasificación necesita un nombre</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>there is already a leaderboard called &apos;%1&apos;</source>
        <translation>ya existe una clasificación llamada &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is no leaderboard called &apos;%1&apos;</source>
        <translation>no existe ninguna clasificación llamada &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: game &apos;%2&apos;: leaderboard &apos;%3&apos; cannot rate it: %4</source>
        <translation>línea %1: partida &apos;%2&apos;: la clasificación &apos;%3&apos; no puede valorarla: %4</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un jugador necesita un nombre</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>nombre visible</translation>
    </message>
    <message>
        <source>affiliation</source>
        <translation>club</translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos;</source>
        <translation>ya existe un jugador llamado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos; (merge them instead?)</source>
        <translation>ya existe un jugador llamado &apos;%1&apos; (¿fusionarlos?)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; are the same player</source>
        <translation>&apos;%1&apos; y &apos;%2&apos; son el mismo jugador</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; both played game %3, so they are two people; nothing was merged</source>
        <translation>&apos;%1&apos; y &apos;%2&apos; jugaron ambos la partida %3, así que son dos personas; no se fusionó nada</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has played %2 games and cannot be deleted without rewriting history; retire the player, or merge them into another entry for the same person</source>
        <translation>&apos;%1&apos; ha jugado %2 partidas y no se puede eliminar sin reescribir el historial; dé de baja al jugador o fusiónelo con otra entrada de la misma persona</translation>
    </message>
    <message>
        <source>game %1: %2; the database was changed outside Podium</source>
        <translation>partida %1: %2; la base de datos se modificó fuera de Podium</translation>
    </message>
    <message>
        <source>table participants: a row refers to player %1, who is not in table players; the database was changed outside Podium</source>
        <translation>tabla participants: una fila remite al jugador %1, que no está en la tabla players; la base de datos se modificó fuera de Podium</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 aparece dos veces</translation>
    </message>
    <message>
        <source>a game needs at least two players; %1 given</source>
        <translation>una partida necesita al menos dos jugadores; se indicaron %1</translation>
    </message>
    <message>
        <source>bye: the odd one out</source>
        <translation>bye: el que sobra</translation>
    </message>
    <message>
        <source>the best split there is</source>
        <translation>el mejor reparto posible</translation>
    </message>
    <message>
        <source>a good split (heuristic)</source>
        <translation>un buen reparto (heurístico)</translation>
    </message>
    <message>
        <source>a split needs at least two teams</source>
        <translation>un reparto necesita al menos dos equipos</translation>
    </message>
    <message>
        <source>a lobby needs room for at least two players</source>
        <translation>una sala necesita espacio para al menos dos jugadores</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>expected a player object</source>
        <translation>se esperaba un objeto de jugador</translation>
    </message>
    <message>
        <source>unknown field (player, score, minutes, rated)</source>
        <translation>campo desconocido (player, score, minutes, rated)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
    <message>
        <source>unknown field (%1)</source>
        <translation>campo desconocido (%1)</translation>
    </message>
    <message>
        <source>expected a whole number from 1 (the best) to %1</source>
        <translation>se esperaba un número entero de 1 (el mejor) a %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of team_names[%2] too</source>
        <translation>&apos;%1&apos; es también el nombre de team_names[%2]</translation>
    </message>
    <message>
        <source>expected a game as a JSON object</source>
        <translation>se esperaba una partida como objeto JSON</translation>
    </message>
    <message>
        <source>expected an array of teams</source>
        <translation>se esperaba un array de equipos</translation>
    </message>
    <message>
        <source>a game has at most %1 sides</source>
        <translation>una partida tiene como máximo %1 bandos</translation>
    </message>
    <message>
        <source>%1 ranks for %2 teams</source>
        <translation>%1 puestos para %2 equipos</translation>
    </message>
    <message>
        <source>%1 names for %2 teams</source>
        <translation>%1 nombres para %2 equipos</translation>
    </message>
    <message>
        <source>expected a non-empty array of players</source>
        <translation>se esperaba un array no vacío de jugadores</translation>
    </message>
    <message>
        <source>a game has at most %1 participants</source>
        <translation>una partida tiene como máximo %1 participantes</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>un campo entre comillas no se cierra nunca</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>texto inesperado tras unas comillas de cierre</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>comillas dentro de un campo sin comillas (ponga todo el campo entre comillas y duplique las comillas)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>se esperaba %1 y se obtuvo %2</translation>
    </message>
    <message>
        <source>%1 does not read this field (%2)</source>
        <translation>%1 no lee este campo (%2)</translation>
    </message>
    <message>
        <source>mu, sigma, weight, minutes</source>
        <translation>mu, sigma, weight, minutes</translation>
    </message>
    <message>
        <source>rating, score, minutes, rated</source>
        <translation>rating, score, minutes, rated</translation>
    </message>
    <message>
        <source>rating, rd, volatility</source>
        <translation>rating, rd, volatility</translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;teams&quot; and &quot;ranks&quot;</source>
        <translation>se esperaba un objeto JSON con &quot;teams&quot; y &quot;ranks&quot;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in this game twice</source>
        <translation>&apos;%1&apos; aparece dos veces en esta partida</translation>
    </message>
    <message>
        <source>rank %1, but team &apos;%2&apos; has rank %3 %4: a team has one rank</source>
        <translation>puesto %1, pero el equipo &apos;%2&apos; tiene el puesto %3 %4: un equipo tiene un solo puesto</translation>
    </message>
    <message>
        <source>a head-to-head game has two participants, this one has %1</source>
        <translation>una partida uno contra uno tiene dos participantes; esta tiene %1</translation>
    </message>
    <message>
        <source>a game needs at least two sides</source>
        <translation>una partida necesita al menos dos bandos</translation>
    </message>
    <message>
        <source>the file is empty; expected the header </source>
        <translation>el archivo está vacío; se esperaba la cabecera </translation>
    </message>
    <message>
        <source>the header names column %1 twice</source>
        <translation>la cabecera nombra dos veces la columna %1</translation>
    </message>
    <message>
        <source>the header has no column &apos;%1&apos;</source>
        <translation>la cabecera no tiene columna &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 fields, but the header has at least %2</source>
        <translation>%1 campos, pero la cabecera tiene al menos %2</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>no se puede abrir el archivo: %1</translation>
    </message>
    <message>
        <source>The file is empty; expected a header with %1.</source>
        <translation>El archivo está vacío; se esperaba una cabecera con %1.</translation>
    </message>
    <message>
        <source>The header needs a column of ids (&apos;participant&apos; or &apos;id&apos;) and one of names (&apos;name&apos;).</source>
        <translation>La cabecera necesita una columna de ids (&apos;participant&apos; o &apos;id&apos;) y otra de nombres (&apos;name&apos;).</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>El id está vacío.</translation>
    </message>
    <message>
        <source>%1 has no name.</source>
        <translation>%1 no tiene nombre.</translation>
    </message>
    <message>
        <source>%1 is listed twice; its first row is line %2.</source>
        <translation>%1 aparece dos veces; su primera fila es la línea %2.</translation>
    </message>
    <message>
        <source>The header has no column &apos;%1&apos;.</source>
        <translation>La cabecera no tiene columna &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; differs from &apos;%2&apos;, the name of %3 on line %4.</source>
        <translation>&apos;%1&apos; difiere de &apos;%2&apos;, el nombre de %3 en la línea %4.</translation>
    </message>
    <message>
        <source>%1 (an id without a name)</source>
        <translation>%1 (un id sin nombre)</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (línea %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would be the name of %2 and of %3; the club would make them one player.</source>
        <translation>&apos;%1&apos; sería el nombre de %2 y de %3; el club los convertiría en un solo jugador.</translation>
    </message>
    <message>
        <source>not valid UTF-8 (byte 0x%1); save the file as UTF-8</source>
        <translation>no es UTF-8 válido (byte 0x%1); guarde el archivo como UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>no es JSON válido: %1</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation>la clave %1 aparece dos veces en un mismo objeto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of game (h2h, ffa or team)</source>
        <translation>&apos;%1&apos; no es un tipo de partida (h2h, ffa o team)</translation>
    </message>
    <message>
        <source>expected NAME=VALUE</source>
        <translation>se esperaba NOMBRE=VALOR</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two of the players joined by +</source>
        <translation>&apos;%1&apos; no son dos de los jugadores unidos por +</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>jugador %1</translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; is longer than TRF&apos;s %2 characters</source>
        <translation>el nombre &apos;%1&apos; supera los %2 caracteres de TRF</translation>
    </message>
    <message>
        <source>%1 points do not fit TRF&apos;s four columns</source>
        <translation>%1 puntos no caben en las cuatro columnas de TRF</translation>
    </message>
    <message>
        <source>the TRF file</source>
        <translation>el archivo TRF</translation>
    </message>
    <message>
        <source>no player: a TRF file lists its players on lines starting 001</source>
        <translation>ningún jugador: un archivo TRF lista sus jugadores en líneas que empiezan por 001</translation>
    </message>
    <message>
        <source>%1, line %2, round %3 of player %4</source>
        <translation>%1, línea %2, ronda %3 del jugador %4</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a whole number</source>
        <translation>%1 &apos;%2&apos; (columnas %3-%4) no es un número entero</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a number</source>
        <translation>%1 &apos;%2&apos; (columnas %3-%4) no es un número</translation>
    </message>
    <message>
        <source>round %1&apos;s date &apos;%2&apos; (columns %3-%4) is not a date YY/MM/DD</source>
        <translation>la fecha &apos;%2&apos; de la ronda %1 (columnas %3-%4) no es una fecha AA/MM/DD</translation>
    </message>
    <message>
        <source>XXR: &apos;%1&apos; is not a number of rounds</source>
        <translation>XXR: &apos;%1&apos; no es un número de rondas</translation>
    </message>
    <message>
        <source>starting rank</source>
        <translation>número inicial</translation>
    </message>
    <message>
        <source>the starting rank (columns 5-8) is missing</source>
        <translation>falta el número inicial (columnas 5-8)</translation>
    </message>
    <message>
        <source>starting rank %1 is also that of line %2</source>
        <translation>el número inicial %1 es también el de la línea %2</translation>
    </message>
    <message>
        <source>sex &apos;%1&apos; (column 10) is not m, w or blank</source>
        <translation>el sexo &apos;%1&apos; (columna 10) no es m, w ni vacío</translation>
    </message>
    <message>
        <source>player %1 has no name (columns 15-47)</source>
        <translation>el jugador %1 no tiene nombre (columnas 15-47)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valoración</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>player %1 has entries for more than %2 rounds</source>
        <translation>el jugador %1 tiene entradas para más de %2 rondas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (columns %2-%3) is not an entry &apos;opponent colour result&apos; in its columns</source>
        <translation>&apos;%1&apos; (columnas %2-%3) no es una entrada &apos;rival color resultado&apos; en sus columnas</translation>
    </message>
    <message>
        <source>opponent &apos;%1&apos; is not a starting rank</source>
        <translation>el rival &apos;%1&apos; no es un número inicial</translation>
    </message>
    <message>
        <source>colour &apos;%1&apos; is not w, b or -</source>
        <translation>el color &apos;%1&apos; no es w, b ni -</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is not one of + - W D L 1 = 0 H F U Z</source>
        <translation>el resultado &apos;%1&apos; no es ninguno de + - W D L 1 = 0 H F U Z</translation>
    </message>
    <message>
        <source>the game with %1 has neither a colour nor a result</source>
        <translation>la partida con %1 no tiene ni color ni resultado</translation>
    </message>
    <message>
        <source>the game with %1 has no result, but round %2 is paired: only the last round may be still being played</source>
        <translation>la partida con %1 no tiene resultado, pero la ronda %2 está emparejada: solo la última ronda puede estar aún en juego</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; needs an opponent</source>
        <translation>el resultado &apos;%1&apos; necesita un rival</translation>
    </message>
    <message>
        <source>a bye has no colour (&apos;-&apos;), not &apos;%1&apos;</source>
        <translation>un bye no tiene color (&apos;-&apos;), no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is a bye, but opponent %2 is named</source>
        <translation>el resultado &apos;%1&apos; es un bye, pero se indica el rival %2</translation>
    </message>
    <message>
        <source>a game played has a colour, w or b</source>
        <translation>una partida jugada tiene un color, w o b</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aún ninguno</translation>
    </message>
    <message>
        <source>opponent %1 is not another player of the file</source>
        <translation>el rival %1 no es otro jugador del archivo</translation>
    </message>
    <message>
        <source>opponent %1 has %2 in this round (line %3)</source>
        <translation>el rival %1 tiene en esta ronda: %2 (línea %3)</translation>
    </message>
    <message>
        <source>no entry</source>
        <translation>ninguna entrada</translation>
    </message>
    <message>
        <source>a bye</source>
        <translation>un bye</translation>
    </message>
    <message>
        <source>opponent %1</source>
        <translation>rival %1</translation>
    </message>
    <message>
        <source>colour %1, and opponent %2 has %3 too (line %4)</source>
        <translation>color %1, y el rival %2 también tiene %3 (línea %4)</translation>
    </message>
    <message>
        <source>result %1 does not match opponent %2&apos;s %3 (line %4)</source>
        <translation>el resultado %1 no concuerda con el %3 del rival %2 (línea %4)</translation>
    </message>
    <message>
        <source>the database connection is not SQLite</source>
        <translation>la conexión a la base de datos no es SQLite</translation>
    </message>
    <message>
        <source>database error: %1 (in: %2)</source>
        <translation>error de base de datos: %1 (en: %2)</translation>
    </message>
    <message>
        <source>database error in %1: %2</source>
        <translation>error de base de datos en %1: %2</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1: no se puede crear: %2</translation>
    </message>
    <message>
        <source>no club file given</source>
        <translation>no se indicó ningún archivo de club</translation>
    </message>
    <message>
        <source>%1 already exists; it was left untouched</source>
        <translation>%1 ya existe; se ha dejado intacto</translation>
    </message>
    <message>
        <source>%1: the new club could not be written completely</source>
        <translation>%1: el nuevo club no se pudo escribir por completo</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: no se puede abrir: %2</translation>
    </message>
    <message>
        <source>%1 is not a Podium database (not an SQLite file); it was left untouched</source>
        <translation>%1 no es una base de datos de Podium (no es un archivo SQLite); se ha dejado intacto</translation>
    </message>
    <message>
        <source>it is on a read-only disk</source>
        <translation>está en un disco de solo lectura</translation>
    </message>
    <message>
        <source>there is no permission to write it</source>
        <translation>no hay permiso para escribir en él</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>no se puede escribir en su carpeta</translation>
    </message>
    <message>
        <source>its disk is full</source>
        <translation>su disco está lleno</translation>
    </message>
    <message>
        <source>%1: no such database (create one with init)</source>
        <translation>%1: no existe esa base de datos (cree una con init)</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes), not a Podium club; it was left untouched</source>
        <translation>%1 está vacío (0 bytes), no es un club de Podium; se ha dejado intacto</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>se abrió en solo lectura</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is missing (install libqt6sql6-sqlite)</source>
        <translation>falta el controlador SQLite de Qt (instale libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1: cannot open: SQLite&apos;s defensive mode cannot be set</source>
        <translation>%1: no se puede abrir: no se puede activar el modo defensivo de SQLite</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Podium one; it was left untouched</source>
        <translation>%1 es una base de datos SQLite, pero no de Podium; se ha dejado intacto</translation>
    </message>
    <message>
        <source>%1 is not a Podium database (schema version %2); it was left untouched</source>
        <translation>%1 no es una base de datos de Podium (versión de esquema %2); se ha dejado intacto</translation>
    </message>
    <message>
        <source>%1 was written by a newer Podium (schema version %2; this build knows up to %3); it was left untouched</source>
        <translation>%1 lo escribió un Podium más reciente (versión de esquema %2; esta compilación conoce hasta la %3); se ha dejado intacto</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was changed outside Podium (%2); it was left untouched</source>
        <translation>%1 se modificó fuera de Podium (%2); se ha dejado intacto</translation>
    </message>
    <message>
        <source>%1 is read-only (%2) and cannot be upgraded from schema version %3 to %4; it was left untouched</source>
        <translation>%1 es de solo lectura (%2) y no se puede actualizar de la versión de esquema %3 a la %4; se ha dejado intacto</translation>
    </message>
    <message>
        <source>%1: %2 (in: %3)</source>
        <translation>%1: %2 (en: %3)</translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing can be changed</source>
        <translation>%1 es de solo lectura (%2): no se puede cambiar nada</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>no se puede iniciar una transacción: %1</translation>
    </message>
    <message>
        <source>cannot save the changes: %1</source>
        <translation>no se pueden guardar los cambios: %1</translation>
    </message>
    <message>
        <source>%1 is a directory, not a file</source>
        <translation>%1 es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, a device or a socket); Podium reads files only</source>
        <translation>%1 no es un archivo normal (es un FIFO, un dispositivo o un socket); Podium solo lee archivos</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); Podium reads files of up to %3 MiB</source>
        <translation>%1 es demasiado grande (%2 MiB); Podium lee archivos de hasta %3 MiB</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>error de base de datos: %1</translation>
    </message>
    <message>
        <source>table</source>
        <translation>tabla</translation>
    </message>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>disparador</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vista</translation>
    </message>
    <message>
        <source>an extra %1 %2 on %3</source>
        <translation>%1 %2 de más en %3</translation>
    </message>
    <message>
        <source>an extra %1 %2</source>
        <translation>%1 %2 de más</translation>
    </message>
    <message>
        <source>the column %1.%2 is missing</source>
        <translation>falta la columna %1.%2</translation>
    </message>
    <message>
        <source>the column %1.%2 is declared differently</source>
        <translation>la columna %1.%2 tiene otra declaración</translation>
    </message>
    <message>
        <source>an extra column %1.%2</source>
        <translation>columna %1.%2 de más</translation>
    </message>
    <message>
        <source>the %1 %2 is declared differently</source>
        <translation>%1 %2 con otra declaración</translation>
    </message>
    <message>
        <source>the %1 %2 is missing</source>
        <translation>falta %1 %2</translation>
    </message>
    <message>
        <source>%1 is a %2, not a %3</source>
        <translation>%1 es de tipo %2, no %3</translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;: leaderboard &apos;%4&apos; cannot rate it: %5</source>
        <translation>%1:%2: partida &apos;%3&apos;: la clasificación &apos;%4&apos; no puede valorarla: %5</translation>
    </message>
    <message>
        <source>%1 is a file of the club that is open; Podium does not read or write it as any other file</source>
        <translation>%1 es un archivo del club abierto; Podium no lo lee ni lo escribe como otro archivo</translation>
    </message>
    <message>
        <source>an earlier row has the same %1 (%2)</source>
        <translation>una fila anterior tiene el mismo valor de %1 (%2)</translation>
    </message>
    <message>
        <source>it refers to a row that is not in the backup (one of %1)</source>
        <translation>la fila remite a una fila que no está en la copia de seguridad (una de estas referencias: %1)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the table (%1)</source>
        <translation>un valor incumple una regla de la tabla (%1)</translation>
    </message>
    <message>
        <source>the row cannot be stored: %1</source>
        <translation>la fila no se puede guardar: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>seed %1 is also that of row %2 in the same event</source>
        <translation>el número de cabeza de serie %1 es también el de la fila %2 del mismo torneo</translation>
    </message>
    <message>
        <source>side: the table has fewer seats than that</source>
        <translation>side: la mesa no tiene tantos asientos</translation>
    </message>
    <message>
        <source>%1: Podium has no such table</source>
        <translation>%1: Podium no tiene esa tabla</translation>
    </message>
    <message>
        <source>%1: a backup of schema version %2 has no such table (it came with version %3): schema_version is wrong</source>
        <translation>%1: una copia de seguridad de la versión de esquema %2 no tiene esa tabla (llegó con la versión %3): schema_version es incorrecto</translation>
    </message>
    <message>
        <source>table %1, row %2 (%3 %4), %5</source>
        <translation>tabla %1, fila %2 (%3 %4), %5</translation>
    </message>
    <message>
        <source>event %1: two entrants have the seed %2</source>
        <translation>torneo %1: dos participantes tienen el número de cabeza de serie %2</translation>
    </message>
    <message>
        <source>%1: the club is damaged (%2): run check; no backup was written</source>
        <translation>%1: el club está dañado (%2): ejecute check; no se escribió ninguna copia de seguridad</translation>
    </message>
    <message>
        <source>%1: table %2, row %3, %4; a restore would refuse the backup: run check; no backup was written</source>
        <translation>%1: tabla %2, fila %3, %4; una restauración rechazaría la copia de seguridad: ejecute check; no se escribió ninguna copia de seguridad</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, %2; this table can take no result: take back the later results, or re-pair the round</source>
        <translation>torneo &apos;%1&apos;, %2; esta mesa no admite ningún resultado: elimine los resultados posteriores o vuelva a emparejar la ronda</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no round paired to pair again</source>
        <translation>el torneo &apos;%1&apos; no tiene ninguna ronda emparejada que volver a emparejar</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has %2 rounds: there is no round %3</source>
        <translation>el torneo &apos;%1&apos; tiene %2 rondas: no hay ronda %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has withdrawn; join them again first</source>
        <translation>torneo &apos;%1&apos;: %2 se ha retirado; vuelva a inscribirlo primero</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has a half-point bye in round %3 already</source>
        <translation>torneo &apos;%1&apos;: %2 ya tiene un bye de medio punto en la ronda %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has no half-point bye in round %3</source>
        <translation>torneo &apos;%1&apos;: %2 no tiene bye de medio punto en la ronda %3</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>standard output</source>
        <translation>salida estándar</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: no se puede escribir: %2</translation>
    </message>
    <message>
        <source>no file given to write</source>
        <translation>no se indicó ningún archivo que escribir</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>it is a file of the club that is open</source>
        <translation>es un archivo del club abierto</translation>
    </message>
    <message>
        <source>round %1, table %2: after the corrected results nobody should play here, not %3</source>
        <translation>ronda %1, mesa %2: tras los resultados corregidos nadie debería jugar aquí, no %3</translation>
    </message>
    <message>
        <source>round %1, table %2: after the corrected results %3 should play here, not %4</source>
        <translation>ronda %1, mesa %2: tras los resultados corregidos debería jugar aquí %3, no %4</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is in discipline %2; leaderboard &apos;%3&apos; rates %4</source>
        <translation>el torneo &apos;%1&apos; es de la disciplina %2; la clasificación &apos;%3&apos; valora %4</translation>
    </message>
    <message>
        <source>%1: game &apos;%2&apos; differs from the game &apos;%2&apos; already in %3 (%4, %5: %6); nothing was imported: import the file into another discipline, or give its games other ids</source>
        <translation>%1: la partida &apos;%2&apos; es distinta de la partida &apos;%2&apos; que ya está en %3 (%4, %5: %6); no se importó nada: importe el archivo en otra disciplina o dé otros ids a sus partidas</translation>
    </message>
    <message>
        <source>option %1: %2</source>
        <translation>opción %1: %2</translation>
    </message>
    <message>
        <source>options %1 and %2: %3</source>
        <translation>opciones %1 y %2: %3</translation>
    </message>
    <message>
        <source>event name</source>
        <translation>nombre del torneo</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: its range starts on %2, after it ends on %3; it would hold no game</source>
        <translation>clasificación &apos;%1&apos;: su periodo empieza el %2, después de terminar el %3; no contendría ninguna partida</translation>
    </message>
    <message>
        <source>%1 is not a number of points from 0 to %2 with at most one decimal</source>
        <translation>%1 no es un número de puntos de 0 a %2 con un decimal como mucho</translation>
    </message>
    <message>
        <source>a draw cannot be worth more than a win (%1 against %2)</source>
        <translation>unas tablas no pueden valer más que una victoria (%1 frente a %2)</translation>
    </message>
    <message>
        <source>a loss cannot be worth more than a draw (%1 against %2)</source>
        <translation>una derrota no puede valer más que unas tablas (%1 frente a %2)</translation>
    </message>
    <message>
        <source>a bye cannot be worth more than a win (%1 against %2)</source>
        <translation>un bye no puede valer más que una victoria (%1 frente a %2)</translation>
    </message>
    <message>
        <source>a zero-point bye cannot be worth more than a win (%1 against %2)</source>
        <translation>un bye de cero puntos no puede valer más que una victoria (%1 frente a %2)</translation>
    </message>
    <message>
        <source>a forfeit loss cannot be worth more than a win (%1 against %2)</source>
        <translation>una derrota por incomparecencia no puede valer más que una victoria (%1 frente a %2)</translation>
    </message>
    <message>
        <source>contains the control character %1 at character %2</source>
        <translation>contiene el carácter de control %1 en el carácter %2</translation>
    </message>
    <message>
        <source>contains %1, half of a UTF-16 surrogate pair and no character, at character %2</source>
        <translation>contiene %1, la mitad de un par sustituto UTF-16 y no un carácter, en el carácter %2</translation>
    </message>
    <message>
        <source>contains the invisible format character %1 at character %2; a name must read as it looks</source>
        <translation>contiene el carácter de formato invisible %1 en el carácter %2; un nombre debe leerse tal como se ve</translation>
    </message>
    <message>
        <source>%1 is half of a UTF-16 surrogate pair without its other half, and no character</source>
        <translation>%1 es la mitad de un par sustituto UTF-16 sin su otra mitad, y no un carácter</translation>
    </message>
    <message>
        <source>round %1&apos;s date %2 (columns %3-%4) is before round %5&apos;s, %6: the rounds&apos; dates go backwards</source>
        <translation>la fecha %2 de la ronda %1 (columnas %3-%4) es anterior a la de la ronda %5, %6: las fechas de las rondas van hacia atrás</translation>
    </message>
    <message>
        <source>%1 (columns 5-8): %2</source>
        <translation>%1 (columnas 5-8): %2</translation>
    </message>
    <message>
        <source>%1, against %2 on line %3: %4</source>
        <translation>%1, frente a %2 en la línea %3: %4</translation>
    </message>
    <message>
        <source>%1, against %2&apos;s default (the file has no %2 line): %3</source>
        <translation>%1, frente al valor predeterminado de %2 (el archivo no tiene línea %2): %3</translation>
    </message>
    <message>
        <source>%1, the name of player %2 (columns 15-47)</source>
        <translation>%1, el nombre del jugador %2 (columnas 15-47)</translation>
    </message>
    <message>
        <source>%1: the work on the club was stopped</source>
        <translation>%1: se detuvo el trabajo sobre el club</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a player paired in round %2 is no longer an entrant</source>
        <translation>torneo &apos;%1&apos;: un jugador emparejado en la ronda %2 ya no está inscrito</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has changed while round %2 was being paired; pair it again</source>
        <translation>el torneo &apos;%1&apos; ha cambiado mientras se emparejaba la ronda %2; vuelva a emparejarla</translation>
    </message>
    <message>
        <source>option colour: &apos;%1&apos; is not white, black or lot</source>
        <translation>opción colour: &apos;%1&apos; no es white, black ni lot</translation>
    </message>
    <message>
        <source>schema version %1 is unknown</source>
        <translation>versión de esquema %1 desconocida</translation>
    </message>
    <message>
        <source>database error: no id came back (in: %1)</source>
        <translation>error de base de datos: no se devolvió ningún id (en: %1)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a schema name Podium can use (letters, digits and _, at most 63, not starting with a digit)</source>
        <translation>%1: &apos;%2&apos; no es un nombre de esquema que Podium pueda usar (letras, dígitos y _, como máximo 63, sin empezar por un dígito)</translation>
    </message>
    <message>
        <source>%1: the host &apos;%2&apos; opens a [ that is not closed</source>
        <translation>%1: el host &apos;%2&apos; abre un [ que no se cierra</translation>
    </message>
    <message>
        <source>%1: the host &apos;%2&apos; has text after its ]</source>
        <translation>%1: el host &apos;%2&apos; tiene texto después de su ]</translation>
    </message>
    <message>
        <source>%1: the port &apos;%2&apos; is not a number from 1 to 65535</source>
        <translation>%1: el puerto &apos;%2&apos; no es un número del 1 al 65535</translation>
    </message>
    <message>
        <source>%1: expected keyword=value at &apos;%2&apos;</source>
        <translation>%1: se esperaba palabra_clave=valor en &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: the value of %2 opens a quote that is not closed</source>
        <translation>%1: el valor de %2 abre una comilla que no se cierra</translation>
    </message>
    <message>
        <source>%1: Podium cannot open a club at a %2 address; a club is a file, or a PostgreSQL server&apos;s postgresql:// address</source>
        <translation>%1: Podium no puede abrir un club en una dirección %2; un club es un archivo, o la dirección postgresql:// de un servidor PostgreSQL</translation>
    </message>
    <message>
        <source>%1: the parameter &apos;%2&apos; has no value (write %2=value)</source>
        <translation>%1: el parámetro &apos;%2&apos; no tiene valor (escriba %2=valor)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a connection parameter that PostgreSQL knows</source>
        <translation>%1: &apos;%2&apos; no es un parámetro de conexión que PostgreSQL conozca</translation>
    </message>
    <message>
        <source>%1 already holds a club; it was left untouched</source>
        <translation>%1 ya contiene un club; no se ha tocado</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver is missing (install libqt6sql6-psql)</source>
        <translation>falta el controlador PostgreSQL de Qt (instale libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1: cannot connect: %2</source>
        <translation>%1: no se puede conectar: %2</translation>
    </message>
    <message>
        <source>%1: there is no club here (create one with init)</source>
        <translation>%1: aquí no hay ningún club (cree uno con init)</translation>
    </message>
    <message>
        <source>the server lets this user only read it</source>
        <translation>el servidor solo permite leerlo a este usuario</translation>
    </message>
    <message>
        <source>%1 has schema version %2, and this version of Podium cannot upgrade a club on a server from it</source>
        <translation>%1 tiene la versión de esquema %2, y esta versión de Podium no puede actualizar desde ella un club en un servidor</translation>
    </message>
    <message>
        <source>%1: a row of %2 values for %3 columns</source>
        <translation>%1: una fila de %2 valores para %3 columnas</translation>
    </message>
    <message>
        <source>the table %1 is missing</source>
        <translation>falta la tabla %1</translation>
    </message>
    <message>
        <source>no server given</source>
        <translation>no se ha indicado ningún servidor</translation>
    </message>
    <message>
        <source>%1: the rows could not be written: %2</source>
        <translation>%1: no se han podido escribir las filas: %2</translation>
    </message>
    <message>
        <source>%1: the connection has no PostgreSQL handle</source>
        <translation>%1: la conexión no tiene acceso a PostgreSQL</translation>
    </message>
    <message>
        <source>%1 holds tables that are not a Podium club&apos;s (name a schema of its own with schema=); it was left untouched</source>
        <translation>%1 contiene tablas que no son de un club de Podium (indique un esquema propio con schema=); no se ha tocado</translation>
    </message>
    <message>
        <source>not connected to the server; nothing was changed</source>
        <translation>sin conexión con el servidor; no se ha cambiado nada</translation>
    </message>
    <message>
        <source>the connection to the server is lost (%1); nothing was changed</source>
        <translation>se ha perdido la conexión con el servidor (%1); no se ha cambiado nada</translation>
    </message>
    <message>
        <source>%1: not connected to the server; nothing was changed</source>
        <translation>%1: sin conexión con el servidor; no se ha cambiado nada</translation>
    </message>
    <message>
        <source>%1: the connection to the server was lost as the change was being saved (%2); whether it was saved shows once Podium is connected again</source>
        <translation>%1: se perdió la conexión con el servidor mientras se guardaba el cambio (%2); se sabrá si se guardó en cuanto Podium vuelva a conectarse</translation>
    </message>
    <message>
        <source>the table %1 has the columns %2, not %3</source>
        <translation>la tabla %1 tiene las columnas %2, no %3</translation>
    </message>
    <message>
        <source>the column %1.%2 is %3, not double precision</source>
        <translation>la columna %1.%2 es %3, no double precision</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3</source>
        <translation>torneo &apos;%1&apos;, ronda %2, mesa %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reported result</source>
        <translation>&apos;%1&apos; no es un resultado comunicado</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an entrant of %2</source>
        <translation>&apos;%1&apos; no es participante de %2</translation>
    </message>
    <message>
        <source>%1 takes no results from players; ask at the desk</source>
        <translation>%1 no admite resultados de los jugadores; diríjase a la organización</translation>
    </message>
    <message>
        <source>%1 is over; its codes have expired</source>
        <translation>%1 ha terminado; sus códigos han caducado</translation>
    </message>
    <message>
        <source>%1: only the tables of the current round (%2) take reports</source>
        <translation>%1: solo las mesas de la ronda actual (%2) admiten informes</translation>
    </message>
    <message>
        <source>%1: that code is not the code of a player at this table</source>
        <translation>%1: ese código no es el de ningún jugador de esta mesa</translation>
    </message>
    <message>
        <source>the table has a result already</source>
        <translation>la mesa ya tiene un resultado</translation>
    </message>
    <message>
        <source>the players&apos; reports differ</source>
        <translation>los informes de los jugadores no coinciden</translation>
    </message>
    <message>
        <source>there is no report %1</source>
        <translation>no existe el informe %1</translation>
    </message>
    <message>
        <source>option reporting: &apos;%1&apos; is not on or off</source>
        <translation>opción reporting: &apos;%1&apos; no es on ni off</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, colour, ratings, reporting)</source>
        <translation>opción desconocida &apos;%1&apos; (conocidas: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, colour, ratings, reporting)</translation>
    </message>
    <message>
        <source>%1: no game is played at this table</source>
        <translation>%1: en esta mesa no se juega ninguna partida</translation>
    </message>
    <message>
        <source>game %1: the game %2 of %3 (%4) already has the id &apos;%5&apos;</source>
        <translation>partida %1: la partida %2 de %3 (%4) ya tiene el identificador «%5»</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>two teams of %1 need %2 players; %3 are present</source>
        <translation>dos equipos de %1 necesitan %2 jugadores; hay %3</translation>
    </message>
    <message>
        <source>a team needs at least one player</source>
        <translation>un equipo necesita al menos un jugador</translation>
    </message>
    <message>
        <source>sitting out: teams of %1 take %2 players a match</source>
        <translation>descansan: equipos de %1 ocupan %2 jugadores por partida</translation>
    </message>
    <message>
        <source>Chess</source>
        <extracomment>A discipline of the demo club.</extracomment>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>Kart racing</source>
        <extracomment>A discipline of the demo club: races of several karts, each finishing in a place.</extracomment>
        <translation>Carreras de karts</translation>
    </message>
    <message>
        <source>Capture the flag</source>
        <extracomment>A discipline of the demo club: a team game (the video games&apos; mode).</extracomment>
        <translation>Captura la bandera</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is a %2 event; a final is made from heats</source>
        <translation>el torneo &apos;%1&apos; es un torneo %2; una final se hace a partir de mangas</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no round paired yet: its final needs standings</source>
        <translation>el torneo &apos;%1&apos; aún no tiene ninguna ronda emparejada: su final necesita una clasificación</translation>
    </message>
    <message>
        <source>a final needs at least 2 players, not %1</source>
        <translation>una final necesita al menos 2 jugadores, no %1</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has fewer than two players still in it</source>
        <translation>en el torneo &apos;%1&apos; quedan menos de dos jugadores</translation>
    </message>
    <message>
        <source>%1 Final</source>
        <translation>%1 – final</translation>
    </message>
    <message>
        <source>an absence</source>
        <translation>una ausencia</translation>
    </message>
    <message>
        <source>a half-point bye</source>
        <translation>un bye de medio punto</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 on request is for a Swiss event, not a %3 event</source>
        <translation>torneo &apos;%1&apos;: %2 a petición es para un torneo suizo, no para un torneo %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is paired already; %3 is asked for before its round</source>
        <translation>torneo &apos;%1&apos;: la ronda %2 ya está emparejada; %3 se pide antes de su ronda</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is absent from round %3 already</source>
        <translation>torneo &apos;%1&apos;: %2 ya está ausente de la ronda %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not absent from round %3</source>
        <translation>torneo &apos;%1&apos;: %2 no está ausente de la ronda %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; no es un número entero</translation>
    </message>
    <message>
        <source>rating: %1 is not a rating from 0 (none) to 9999</source>
        <translation>valoración: %1 no es una valoración de 0 (ninguna) a 9999</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is longer than %3 characters</source>
        <translation>%1: &apos;%2&apos; tiene más de %3 caracteres</translation>
    </message>
    <message>
        <source>rating system</source>
        <translation>sistema de valoración</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>ID: &apos;%1&apos; has a space in it</source>
        <translation>ID: &apos;%1&apos; contiene un espacio</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>federación</translation>
    </message>
    <message>
        <source>federation: &apos;%1&apos; is not three letters, as FIDE writes them (GER, FRA, ESP)</source>
        <translation>federación: &apos;%1&apos; no son tres letras, como las escribe la FIDE (GER, FRA, ESP)</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>title: &apos;%1&apos; is not one of %2</source>
        <translation>título: &apos;%1&apos; no es ninguno de %2</translation>
    </message>
</context>
<context>
    <name>HistoryAxis</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Games of %1, in the order played</source>
        <translation>Partidas del %1, en orden de juego</translation>
    </message>
    <message>
        <source>Games of %1 to %2, in the order played</source>
        <translation>Partidas del %1 al %2, en orden de juego</translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>r; band r ± 2RD and dashed r − 2RD of %1</source>
        <translation>r; banda r ± 2RD y discontinua r − 2RD de %1</translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation>r; banda r ± 2RD; discontinua r − 2RD</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ and dashed μ − 3σ of %1</source>
        <translation>μ; banda μ ± 2σ y discontinua μ − 3σ de %1</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation>μ; banda μ ± 2σ; discontinua μ − 3σ</translation>
    </message>
    <message>
        <source>%1: r ± 2RD</source>
        <translation>%1: r ± 2RD</translation>
    </message>
    <message>
        <source>%1: μ ± 2σ</source>
        <translation>%1: μ ± 2σ</translation>
    </message>
    <message>
        <source>%1: r − 2RD</source>
        <translation>%1: r − 2RD</translation>
    </message>
    <message>
        <source>%1: μ − 3σ</source>
        <translation>%1: μ − 3σ</translation>
    </message>
    <message>
        <source>%1, game %2 on %3</source>
        <translation>%1, partida %2 el %3</translation>
    </message>
    <message>
        <source>Place %1 of %2, against %3</source>
        <translation>Puesto %1 de %2, contra %3</translation>
    </message>
    <message>
        <source>Won against %1</source>
        <translation>Ganó contra %1</translation>
    </message>
    <message>
        <source>Drew with %1</source>
        <translation>Empató con %1</translation>
    </message>
    <message>
        <source>Lost to %1</source>
        <translation>Perdió contra %1</translation>
    </message>
    <message>
        <source>Counted %1 % of a full game: partial play from the minutes played</source>
        <translation>Contó el %1 % de una partida completa: juego parcial según los minutos jugados</translation>
    </message>
    <message>
        <source>μ %1 (%2), band ± %3</source>
        <translation>μ %1 (%2), banda ± %3</translation>
    </message>
    <message>
        <source>Rating %1 (%2)</source>
        <translation>Valoración %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 y %Ln más</numerusform>
            <numerusform>%1 y %Ln más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keyring</name>
    <message>
        <source>the desktop has no keyring</source>
        <translation>el escritorio no tiene llavero</translation>
    </message>
</context>
<context>
    <name>LeaderboardProblem</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation>La partida de %1 del %2 (%3)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>it is a draw, and this leaderboard&apos;s draw probability is 0, which allows no draws</source>
        <translation>es un empate, y la probabilidad de empate de esta clasificación es 0, lo que no admite empates</translation>
    </message>
    <message>
        <source>it has only one side: a player or a team of it is missing</source>
        <translation>solo tiene un bando: falta un jugador o un equipo</translation>
    </message>
    <message>
        <source>This leaderboard cannot be shown: %1.</source>
        <translation>Esta clasificación no se puede mostrar: %1.</translation>
    </message>
    <message>
        <source>Cannot be shown: %1</source>
        <translation>No se puede mostrar: %1</translation>
    </message>
    <message>
        <source>%1 cannot be rated by this leaderboard: %2.

The standings come back once the game is corrected or deleted, or the leaderboard&apos;s settings allow it. The other leaderboards are not affected.</source>
        <translation>%1 no se puede valorar en esta clasificación: %2.

La clasificación vuelve a mostrarse cuando la partida se corrija o se elimine, o cuando los ajustes de la clasificación lo permitan. Las demás clasificaciones no se ven afectadas.</translation>
    </message>
    <message>
        <source>Cannot be shown: game %1 cannot be rated (%2)</source>
        <translation>No se puede mostrar: la partida %1 no se puede valorar (%2)</translation>
    </message>
</context>
<context>
    <name>RatingText</name>
    <message>
        <source>the rating after this period is not a finite number within 1e20 of 0; the parameters or the ratings before it are too extreme</source>
        <translation>la valoración tras este periodo no es un número finito a menos de 1e20 de 0; los parámetros o las valoraciones anteriores son demasiado extremos</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date of the form YYYY-MM-DD</source>
        <translation>&apos;%1&apos; no es una fecha de la forma AAAA-MM-DD</translation>
    </message>
    <message>
        <source>the volatility must be a number of at least 0</source>
        <translation>la volatilidad debe ser un número de al menos 0</translation>
    </message>
    <message>
        <source>the volatility after this game is not a number above 0; the parameters or the ratings before it are too extreme</source>
        <translation>la volatilidad tras esta partida no es un número mayor que 0; los parámetros o las valoraciones anteriores son demasiado extremos</translation>
    </message>
    <message>
        <source>unknown parameter for %1 (known: %2)</source>
        <translation>parámetro desconocido para %1 (conocidos: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not off or minutes</source>
        <translation>&apos;%1&apos; no es off ni minutes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo variant (logistic or gaussian)</source>
        <translation>&apos;%1&apos; no es una variante de Elo (logistic o gaussian)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating period (game, day, week or month)</source>
        <translation>&apos;%1&apos; no es un periodo de valoración (game, day, week o month)</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>algoritmo desconocido &apos;%1&apos; (conocidos: %2)</translation>
    </message>
    <message>
        <source>must be more than %1 and at most %2, not %3</source>
        <translation>debe ser mayor que %1 y como mucho %2, no %3</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>debe estar entre %1 y %2, no %3</translation>
    </message>
    <message>
        <source>must be from %1 to less than %2, not %3</source>
        <translation>debe ser al menos %1 y menor que %2, no %3</translation>
    </message>
    <message>
        <source>unknown parameter for %1</source>
        <translation>parámetro desconocido para %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; no es un número</translation>
    </message>
    <message>
        <source>minutes must be a number of at least 0 for partial play</source>
        <translation>los minutos deben ser un número de al menos 0 para el juego parcial</translation>
    </message>
    <message>
        <source>teams %1 and %2 drew, but the draw probability is 0, so a draw is impossible</source>
        <translation>los equipos %1 y %2 empataron, pero la probabilidad de empate es 0, así que un empate es imposible</translation>
    </message>
    <message>
        <source>participant %1 names team %2, but the game has %3 teams</source>
        <translation>el participante %1 indica el equipo %2, pero la partida tiene %3 equipos</translation>
    </message>
    <message>
        <source>the rating is not a finite number</source>
        <translation>la valoración no es un número finito</translation>
    </message>
    <message>
        <source>the rating must be from -1e20 to 1e20</source>
        <translation>la valoración debe estar entre -1e20 y 1e20</translation>
    </message>
    <message>
        <source>sigma must be a finite number &gt;= 0</source>
        <translation>sigma debe ser un número finito &gt;= 0</translation>
    </message>
    <message>
        <source>sigma must be at most 1e20</source>
        <translation>sigma debe ser como mucho 1e20</translation>
    </message>
    <message>
        <source>the partial-play weight must be 0, or from 0.001 to 1000</source>
        <translation>el peso de juego parcial debe ser 0, o entre 0.001 y 1000</translation>
    </message>
    <message>
        <source>a game needs at least two teams, this one has %1</source>
        <translation>una partida necesita al menos dos equipos, esta tiene %1</translation>
    </message>
    <message>
        <source>a team needs at least one player</source>
        <translation>un equipo necesita al menos un jugador</translation>
    </message>
    <message>
        <source>the rating after this game is not a finite number within 1e20 of 0; the parameters or the ratings before it are too extreme</source>
        <translation>la valoración tras esta partida no es un número finito a menos de 1e20 de 0; los parámetros o las valoraciones anteriores son demasiado extremos</translation>
    </message>
    <message>
        <source>sigma after this game is not a finite number from 0 to 1e20; the parameters or the ratings before it are too extreme</source>
        <translation>sigma tras esta partida no es un número finito entre 0 y 1e20; los parámetros o las valoraciones anteriores son demasiado extremos</translation>
    </message>
    <message>
        <source>is not a finite number; the parameters or the ratings are too extreme</source>
        <translation>no es un número finito; los parámetros o las valoraciones son demasiado extremos</translation>
    </message>
    <message>
        <source>a win probability needs exactly two teams, this game has %1</source>
        <translation>una probabilidad de victoria necesita exactamente dos equipos, esta partida tiene %1</translation>
    </message>
    <message>
        <source>ZoneStats needs every rated player&apos;s minutes in the game</source>
        <translation>ZoneStats necesita los minutos de cada jugador valorado en la partida</translation>
    </message>
    <message>
        <source>minutes must be a number greater than 0</source>
        <translation>los minutos deben ser un número mayor que 0</translation>
    </message>
    <message>
        <source>ZoneStats needs every rated player&apos;s score</source>
        <translation>ZoneStats necesita los puntos de cada jugador valorado</translation>
    </message>
    <message>
        <source>the score must be a finite number</source>
        <translation>los puntos deben ser un número finito</translation>
    </message>
    <message>
        <source>ZoneStats predicts only between teams that have rated players</source>
        <translation>ZoneStats solo predice entre equipos que tienen jugadores valorados</translation>
    </message>
    <message>
        <source>players must be at least 2, team size at least 1, free-for-all size at least 2</source>
        <translation>se necesitan al menos 2 jugadores, equipos de al menos 1 y partidas multijugador de al menos 2</translation>
    </message>
    <message>
        <source>%1 is more than the %2 a synthetic history can have</source>
        <translation>%1 es más que los %2 que puede tener un historial sintético</translation>
    </message>
    <message>
        <source>a game has at most %1 free-for-all players or teams of %2</source>
        <translation>una partida tiene como mucho %1 jugadores en multijugador o equipos de %2</translation>
    </message>
    <message>
        <source>%1 games of %2 players are more than the %3 results a synthetic history can have</source>
        <translation>%1 partidas de %2 jugadores son más que los %3 resultados que puede tener un historial sintético</translation>
    </message>
    <message>
        <source>a game needs %1 players but there are only %2</source>
        <translation>una partida necesita %1 jugadores, pero solo hay %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the %2 &apos;%3&apos; is not a number</source>
        <translation>«%1»: %2 «%3» no es un número</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not of the form NAME=FROM:TO:STEP (or ALGORITHM.NAME=...)</source>
        <translation>«%1» no tiene la forma NAME=FROM:TO:STEP (o ALGORITHM.NAME=...)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the step must be above 0</source>
        <translation>«%1»: el paso debe ser mayor que 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: TO is below FROM</source>
        <translation>«%1»: TO es menor que FROM</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than 10,000 values</source>
        <translation>«%1» tiene más de 10.000 valores</translation>
    </message>
    <message>
        <source>%1 has no parameter &apos;%2&apos;</source>
        <translation>%1 no tiene el parámetro «%2»</translation>
    </message>
    <message>
        <source>the sweeps make more than %1 settings to try</source>
        <translation>los barridos dan más de %1 ajustes que probar</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a parameter of none of the algorithms compared</source>
        <translation>«%1» no es parámetro de ninguno de los algoritmos comparados</translation>
    </message>
    <message>
        <source>every player of this side played 0 minutes; a side needs a player who took part</source>
        <translation>todos los jugadores de este bando jugaron 0 minutos; un bando necesita un jugador que haya participado</translation>
    </message>
    <message>
        <source>every player of this side has weight 0 (not playing); a side needs a player who took part</source>
        <translation>todos los jugadores de este bando tienen peso 0 (no juegan); un bando necesita un jugador que haya participado</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>a draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>victoria de %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n drawn)</source>
        <translation>
            <numerusform>(%n empatada)</numerusform>
            <numerusform>(%n empatadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A place in a heat&apos;s finishing order: &quot;1. Ann&quot;.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>waiting for confirmation</source>
        <translation>pendiente de confirmación</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmado</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>en disputa</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>aceptado</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>sustituido</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) from %1 within a minute: that address is paused for a minute</source>
        <translation>
            <numerusform>%n código incorrecto desde %1 en un minuto: esa dirección queda en pausa durante un minuto</numerusform>
            <numerusform>%n códigos incorrectos desde %1 en un minuto: esa dirección queda en pausa durante un minuto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) at this table within a minute: for a minute, each address may try once</source>
        <translation>
            <numerusform>%n código incorrecto en esta mesa en un minuto: durante un minuto, cada dirección solo puede intentarlo una vez</numerusform>
            <numerusform>%n códigos incorrectos en esta mesa en un minuto: durante un minuto, cada dirección solo puede intentarlo una vez</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerLogin</name>
    <message>
        <source>Connect to Server</source>
        <translation>Conectar a un servidor</translation>
    </message>
    <message>
        <source>&amp;Password for %1:</source>
        <translation>&amp;Contraseña para %1:</translation>
    </message>
    <message>
        <source>&amp;Remember it in the desktop&apos;s keyring</source>
        <translation>Recordarla en el llavero del &amp;escritorio</translation>
    </message>
    <message>
        <source>Connected; the password could not be kept in the keyring: %1</source>
        <translation>Conectado; no se pudo guardar la contraseña en el llavero: %1</translation>
    </message>
    <message>
        <source>There is no club in %1 yet. Make a new club there?</source>
        <translation>Todavía no hay ningún club en %1. ¿Crear allí un club nuevo?</translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation>Abrir club</translation>
    </message>
    <message>
        <source>Enter &amp;Password…</source>
        <translation>Introducir la &amp;contraseña…</translation>
    </message>
</context>
<context>
    <name>WebText</name>
    <message>
        <source>Podium live board</source>
        <translation>Pantalla en directo de Podium</translation>
    </message>
    <message>
        <source>The club cannot be read just now. This page tries again by itself.</source>
        <translation>El club no se puede leer ahora mismo. Esta página lo vuelve a intentar sola.</translation>
    </message>
    <message>
        <source>%1, bracket</source>
        <translation>%1, cuadro</translation>
    </message>
    <message>
        <source>R%1 M%2</source>
        <translation>R%1 E%2</translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation>P%1 E%2</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Gran final</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Final de perdedores</translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation>Ronda de perdedores %1</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Final de ganadores</translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation>Ronda de ganadores %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>no necesaria</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>sin partida</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation>Ganador de %1</translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation>Perdedor de %1</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>por decidir</translation>
    </message>
    <message>
        <source>%1 · round %2, table %3</source>
        <translation>%1 · ronda %2, mesa %3</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>Round and standings</source>
        <translation>Ronda y clasificación</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>This event has no bracket.</source>
        <translation>Este torneo no tiene cuadro.</translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now.</source>
        <translation>Sin sortear aún: los cabezas de serie tal como están ahora.</translation>
    </message>
    <message>
        <source>Champion: </source>
        <translation>Campeón: </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>bye de medio punto</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <source>No round is paired yet.</source>
        <translation>Aún no hay ninguna ronda emparejada.</translation>
    </message>
    <message>
        <source>Where do I play?</source>
        <translation>¿Dónde juego?</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>W–D–L</source>
        <translation>G–E–P</translation>
    </message>
    <message>
        <source>(withdrew)</source>
        <translation>(se retiró)</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>ronda %1 de %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>event %1 has no round paired yet</source>
        <translation>el torneo %1 aún no tiene ninguna ronda emparejada</translation>
    </message>
    <message>
        <source>event %1 has rounds 1 to %2, not %3</source>
        <translation>el torneo %1 tiene las rondas 1 a %2, no %3</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, ronda %2</translation>
    </message>
    <message>
        <source>event %1 is not an elimination and has no bracket</source>
        <translation>el torneo %1 no es de eliminación y no tiene cuadro</translation>
    </message>
    <message>
        <source>Podium, %1</source>
        <translation>Podium, %1</translation>
    </message>
    <message>
        <source>Made with Podium on %1</source>
        <translation>Hecho con Podium el %1</translation>
    </message>
    <message>
        <source>Running events</source>
        <translation>Torneos en curso</translation>
    </message>
    <message>
        <source>No event is running.</source>
        <translation>No hay ningún torneo en curso.</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Clasificaciones</translation>
    </message>
    <message>
        <source>No leaderboards yet.</source>
        <translation>Aún no hay clasificaciones.</translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation>Valoración (r−2RD)</translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation>Valoración (μ−3σ)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>puesto %1 de %2</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdió</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>empató</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Próxima partida</translation>
    </message>
    <message>
        <source>round %1, bye</source>
        <translation>ronda %1, bye</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>contra %1</translation>
    </message>
    <message>
        <source>No game to play in a running event.</source>
        <translation>Ninguna partida por jugar en un torneo en curso.</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historial de la valoración</translation>
    </message>
    <message>
        <source>Rating history of %1 on %2</source>
        <translation>Historial de la valoración de %1 en %2</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Aún no hay partidas valoradas.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Aún no hay partidas.</translation>
    </message>
    <message>
        <source>The latest %1 of %2 games.</source>
        <translation>Las últimas %1 de %2 partidas.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Disciplina</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contra</translation>
    </message>
    <message>
        <source>Every discipline</source>
        <translation>Todas las disciplinas</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation>r; banda r ± 2RD; discontinua r − 2RD</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation>μ; banda μ ± 2σ; discontinua μ − 3σ</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aún no hay partidas</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language code of this translation, as HTML&apos;s lang attribute takes it: de, fr, es.</extracomment>
        <translation>es</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>G–P</translation>
    </message>
    <message>
        <source>Player codes of %1</source>
        <translation>Códigos de los jugadores de %1</translation>
    </message>
    <message>
        <source>Report result</source>
        <translation>Comunicar el resultado</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>%1: give a number from 0 to %2</source>
        <translation>%1: indique un número del 0 al %2</translation>
    </message>
    <message>
        <source>Give the games each player won</source>
        <translation>Indique las partidas que ganó cada jugador</translation>
    </message>
    <message>
        <source>Choose the result</source>
        <translation>Elija el resultado</translation>
    </message>
    <message>
        <source>Choose the place of %1</source>
        <translation>Elija el puesto de %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Or the games of the match:</source>
        <translation>O las partidas del encuentro:</translation>
    </message>
    <message>
        <source>Games won by %1</source>
        <translation>Partidas ganadas por %1</translation>
    </message>
    <message>
        <source>Games drawn</source>
        <extracomment>The label of the field for the games of a match that were drawn.</extracomment>
        <translation>Partidas empatadas</translation>
    </message>
    <message>
        <source>%1 reported: %2 (%3)</source>
        <translation>%1 comunicó: %2 (%3)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Página no encontrada</translation>
    </message>
    <message>
        <source>There is no such page on this board.</source>
        <translation>Esta página no existe en esta pantalla.</translation>
    </message>
    <message>
        <source>Players do not report results of this event; the desk enters them.</source>
        <translation>En este torneo los jugadores no comunican sus resultados; los introduce la organización.</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 that takes a report now.</source>
        <translation>La ronda %1 no tiene ninguna mesa %2 que admita un resultado ahora.</translation>
    </message>
    <message>
        <source>Round %1 · Table %2</source>
        <translation>Ronda %1 · Mesa %2</translation>
    </message>
    <message>
        <source>This table has a result already; a report now goes to the desk.</source>
        <translation>Esta mesa ya tiene un resultado; lo que envíes ahora irá a la organización.</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Su código</translation>
    </message>
    <message>
        <source>The other side confirms with their own code; the desk settles a dispute.</source>
        <translation>El rival lo confirma con su propio código; en caso de desacuerdo, decide la organización.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Enviar resultado</translation>
    </message>
    <message>
        <source>Back to the round</source>
        <translation>Volver a la ronda</translation>
    </message>
    <message>
        <source>%1, table %2</source>
        <translation>%1, mesa %2</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>No enviado</translation>
    </message>
    <message>
        <source>A report can only be sent from this board&apos;s own page.</source>
        <translation>Un resultado solo se puede enviar desde una página de esta pantalla.</translation>
    </message>
    <message>
        <source>The report is too long.</source>
        <translation>El envío es demasiado largo.</translation>
    </message>
    <message>
        <source>This report was sent already. Load the page again to send another.</source>
        <translation>Este resultado ya se envió. Vuelva a cargar la página para enviar otro.</translation>
    </message>
    <message>
        <source>This page is out of date. Load it again and send the report once more.</source>
        <translation>Esta página está desactualizada. Vuelva a cargarla y envíe el resultado otra vez.</translation>
    </message>
    <message>
        <source>Players do not report results of this event.</source>
        <translation>En este torneo los jugadores no comunican sus resultados.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes. Try again in %n second(s).</source>
        <translation>
            <numerusform>Demasiados códigos incorrectos. Vuelve a intentarlo dentro de %n segundo.</numerusform>
            <numerusform>Demasiados códigos incorrectos. Vuelve a intentarlo dentro de %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>That code is not the code of a player at this table.</source>
        <translation>Ese código no es el de ningún jugador de esta mesa.</translation>
    </message>
    <message>
        <source>Sent to the desk</source>
        <translation>Enviado a la organización</translation>
    </message>
    <message>
        <source>%1: %2. The result could not be entered, so the desk will settle it.</source>
        <translation>%1: %2. No se pudo introducir el resultado, así que lo resolverá la organización.</translation>
    </message>
    <message>
        <source>Result entered</source>
        <translation>Resultado introducido</translation>
    </message>
    <message>
        <source>%1: %2. Confirmed by both sides and entered.</source>
        <translation>%1: %2. Confirmado por ambos bandos e introducido.</translation>
    </message>
    <message>
        <source>%1: %2. %3; the desk will settle it.</source>
        <translation>%1: %2. %3; lo resolverá la organización.</translation>
    </message>
    <message>
        <source>Report sent</source>
        <translation>Resultado enviado</translation>
    </message>
    <message>
        <source>%1: %2. Waiting for the other side to confirm it with their code.</source>
        <translation>%1: %2. Falta que el rival lo confirme con su código.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. Waiting for %n more player(s) of the table to confirm it.</source>
        <translation>
            <numerusform>%1: %2. Falta que lo confirme %n jugador más de la mesa.</numerusform>
            <numerusform>%1: %2. Falta que lo confirmen %n jugadores más de la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan the QR code, or open the live board and type your code, to report the result of your table. Do not share your code.</source>
        <translation>Escanee el código QR, o abra la pantalla en directo y escriba su código, para comunicar el resultado de su mesa. No comparta su código con nadie.</translation>
    </message>
    <message>
        <source>The other players of the heat confirm with their own codes; the desk settles a dispute.</source>
        <translation>Los demás jugadores de la manga lo confirman con sus propios códigos; en caso de desacuerdo, decide la organización.</translation>
    </message>
    <message>
        <source>Send the report from the board&apos;s page.</source>
        <translation>Envíe el resultado desde la página de la pantalla.</translation>
    </message>
    <message>
        <source>%1: %2. Confirmed by most of the players at the table and entered.</source>
        <translation>%1: %2. Confirmado por la mayoría de los jugadores de la mesa e introducido.</translation>
    </message>
    <message>
        <source>Finished events</source>
        <translation>Torneos terminados</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>ganado por %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>round %1, absent</source>
        <translation>ronda %1, ausente</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Leaderboards and tournaments for clubs and LAN parties.</source>
        <translation>Clasificaciones y torneos para clubes y eventos LAN.</translation>
    </message>
    <message>
        <source>The club database to open (.podium).</source>
        <translation>Base de datos del club que se abrirá (.podium).</translation>
    </message>
    <message>
        <source>Open the club, show its first leaderboard, and quit.</source>
        <translation>Abrir el club, mostrar su primera clasificación y salir.</translation>
    </message>
</context>
<context>
    <name>podium::ui::BacktestChart</name>
    <message>
        <source>The games sorted by how close each algorithm&apos;s best settings expected them to be, closest first: the share of all draws found within the first x % of them. A curve above the dashed diagonal (games in no order) finds draws among the games it calls close.</source>
        <translation>Las partidas ordenadas según lo igualadas que las esperaban los mejores ajustes de cada algoritmo, las más igualadas primero: la parte de todos los empates hallados entre el primer x % de ellas. Una curva por encima de la diagonal discontinua (partidas sin orden) encuentra los empates entre las partidas que considera igualadas.</translation>
    </message>
    <message>
        <source>The duels in ten bins of the chance given to the first player: the mean chance against the share the first player won. On the dashed diagonal, the chances come true.</source>
        <translation>Los duelos en diez tramos según la probabilidad dada al primer jugador: la probabilidad media frente a la parte que ganó el primer jugador. En la diagonal discontinua, las probabilidades se cumplen.</translation>
    </message>
    <message>
        <source>Chance of the first player</source>
        <translation>Probabilidad del primer jugador</translation>
    </message>
    <message>
        <source>Games, closest first</source>
        <translation>Partidas, las más igualadas primero</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>Parte ganada</translation>
    </message>
    <message>
        <source>Draws found</source>
        <translation>Empates hallados</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibración</translation>
    </message>
    <message>
        <source>Draws against match quality</source>
        <translation>Empates según la calidad del enfrentamiento</translation>
    </message>
    <message>
        <source>Calibration of the duels</source>
        <translation>Calibración de los duelos</translation>
    </message>
</context>
<context>
    <name>podium::ui::BoardDialog</name>
    <message>
        <source>Cop&amp;y Address</source>
        <translation>Copi&amp;ar la dirección</translation>
    </message>
    <message>
        <source>Live Board on the Local Network</source>
        <translation>Pantalla en directo en la red local</translation>
    </message>
    <message>
        <source>&lt;p&gt;The live board is off until you start it. While it runs, the phones and the projector in the hall open the club&apos;s standings, events and players in a web browser, with nothing to install. The pages are read-only and follow every result within two seconds.&lt;/p&gt;&lt;p&gt;The board is not encrypted and has no password: start it only on the hall&apos;s own network, as Qt&apos;s documentation advises for its web server. It stops when you stop it or quit Podium.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La pantalla en directo está apagada hasta que la inicie. Mientras funciona, los móviles y el proyector de la sala abren las clasificaciones, torneos y jugadores del club en un navegador web, sin instalar nada. Las páginas son de solo lectura y siguen cada resultado en menos de dos segundos.&lt;/p&gt;&lt;p&gt;La pantalla no está cifrada ni tiene contraseña: iníciela solo en la red propia de la sala, como aconseja la documentación de Qt para su servidor web. Se detiene cuando usted la detiene o cierra Podium.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every network of this computer&lt;/b&gt; can then reach the board, the internet too where this computer is connected to it directly. Choose it only when phones cannot reach the other addresses.</source>
        <translation>&lt;b&gt;Todas las redes de este ordenador&lt;/b&gt; pueden entonces llegar a la pantalla, también Internet si este ordenador está conectado a ella directamente. Elíjalo solo cuando los móviles no lleguen a las otras direcciones.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>%1 (this computer on the local network)</source>
        <translation>%1 (este ordenador en la red local)</translation>
    </message>
    <message>
        <source>127.0.0.1 (this computer only)</source>
        <translation>127.0.0.1 (solo este ordenador)</translation>
    </message>
    <message>
        <source>0.0.0.0 (every network of this computer)</source>
        <translation>0.0.0.0 (todas las redes de este ordenador)</translation>
    </message>
    <message>
        <source>The board could not start: %1.</source>
        <translation>La pantalla no ha podido iniciarse: %1.</translation>
    </message>
    <message>
        <source>&amp;Stop the Board</source>
        <translation>Pa&amp;rar la pantalla</translation>
    </message>
    <message>
        <source>&amp;Start the Board</source>
        <translation>&amp;Iniciar la pantalla</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>Código QR de %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::BoardSharing</name>
    <message>
        <source>Share</source>
        <translation>Compartir</translation>
    </message>
    <message>
        <source>&amp;Live Board on the Local Network…</source>
        <translation>&amp;Pantalla en directo en la red local…</translation>
    </message>
    <message>
        <source>Live board: %1</source>
        <translation>Pantalla en directo: %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::BracketView</name>
    <message>
        <source>R%1 M%2</source>
        <translation>R%1 E%2</translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation>P%1 E%2</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Gran final</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>no necesaria</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>sin partida</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation>Ganador de %1</translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation>Perdedor de %1</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Final de perdedores</translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation>Ronda de perdedores %1</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Final de ganadores</translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation>Ronda de ganadores %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Semifinales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Winner of Grand final</source>
        <translation>Ganador de Gran final</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Campeón</translation>
    </message>
    <message>
        <source>The bracket needs at least two entrants.</source>
        <translation>El cuadro necesita al menos dos participantes.</translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now; pairing round 1 makes the draw.</source>
        <translation>Aún sin sortear: cabezas de serie según la situación actual; al emparejar la ronda 1 se hace el sorteo.</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>mesa %1</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>por decidir</translation>
    </message>
    <message>
        <source>Bracket of %1</source>
        <translation>Cuadro de %1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Zoom to fit the whole bracket</source>
        <translation>Ajustar para ver todo el cuadro</translation>
    </message>
    <message>
        <source>Actual Size</source>
        <translation>Tamaño real</translation>
    </message>
    <message>
        <source>The bracket at its own size</source>
        <translation>El cuadro a su tamaño real</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Drag to move, Ctrl and the wheel to zoom, double-click a match to enter its result</source>
        <translation>Arrastre para mover, Ctrl y la rueda para ampliar, doble clic en un enfrentamiento para introducir su resultado</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>the bracket&apos;s zoom; a space before % where the language writes one</comment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubFiles</name>
    <message>
        <source>Open Club</source>
        <translation>Abrir club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation>Clubes de Podium (*.podium);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>There is no club at %1.</source>
        <translation>No hay ningún club en %1.</translation>
    </message>
    <message>
        <source>Create a new club there?</source>
        <translation>¿Crear un club nuevo ahí?</translation>
    </message>
    <message>
        <source>&amp;Create Club</source>
        <translation>&amp;Crear club</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>New Club</source>
        <translation>Nuevo club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation>Clubes de Podium (*.podium)</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>Abrir reciente</translation>
    </message>
    <message>
        <source>%1 is no longer there.</source>
        <translation>%1 ya no existe.</translation>
    </message>
    <message>
        <source>No clubs opened yet</source>
        <translation>Aún no se ha abierto ningún club</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubSheets</name>
    <message>
        <source>Standings of %1</source>
        <translation>Clasificación de %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>W</source>
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Aún no hay partidas valoradas.</translation>
    </message>
    <message>
        <source>Player card: %1</source>
        <translation>Ficha del jugador: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: place %2 of %3, rating %4, %Ln game(s) (%5 won, %6 drawn, %7 lost)</source>
        <translation>
            <numerusform>%1: puesto %2 de %3, valoración %4, %Ln partida (%5 ganadas, %6 empatadas, %7 perdidas)</numerusform>
            <numerusform>%1: puesto %2 de %3, valoración %4, %Ln partidas (%5 ganadas, %6 empatadas, %7 perdidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>Valoración después</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdió</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>empató</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>puesto %1 de %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubTransfers</name>
    <message>
        <source>Import Games</source>
        <translation>Importar partidas</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>La importación se canceló; no se importó nada.</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>No se importó nada.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1; new players: %2.</source>
        <translation>
            <numerusform>Se importó %Ln partida de %1; jugadores nuevos: %2.</numerusform>
            <numerusform>Se importaron %Ln partidas de %1; jugadores nuevos: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1 (%2 already there); new players: %3.</source>
        <translation>
            <numerusform>Se importó %Ln partida de %1 (ya había %2); jugadores nuevos: %3.</numerusform>
            <numerusform>Se importaron %Ln partidas de %1 (ya había %2); jugadores nuevos: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation>Exportar clasificación</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Exported the standings of %1 to %2</source>
        <translation>Se exportó la clasificación de %1 a %2</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Exportar partidas</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported every game to %1</source>
        <translation>Se exportaron todas las partidas a %1</translation>
    </message>
    <message>
        <source>Export Event as TRF</source>
        <translation>Exportar torneo como TRF</translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation>Elija primero un torneo en la página Torneos.</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>Archivos TRF (*.trf)</translation>
    </message>
    <message>
        <source>Exported the event %1 to %2</source>
        <translation>Se exportó el torneo %1 a %2</translation>
    </message>
    <message>
        <source>Import Event from TRF</source>
        <translation>Importar torneo desde TRF</translation>
    </message>
    <message>
        <source>TRF files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Archivos TRF (*.trf *.trfx *.txt);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported the event %1 with %Ln player(s) from %2.</source>
        <translation>
            <numerusform>Se importó el torneo %1 con %Ln jugador desde %2.</numerusform>
            <numerusform>Se importó el torneo %1 con %Ln jugadores desde %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::CodeSlipSheet</name>
    <message>
        <source>Player codes of %1</source>
        <translation>Códigos de los jugadores de %1</translation>
    </message>
    <message>
        <source>Scan the QR code, or open the live board and type your code, to report the result of your table. Do not share your code.</source>
        <translation>Escanee el código QR, o abra la pantalla en directo y escriba su código, para comunicar el resultado de su mesa. No comparta su código con nadie.</translation>
    </message>
    <message>
        <source>Open the live board and type your code to report the result of your table. Do not share your code.</source>
        <translation>Abra la pantalla en directo y escriba su código para comunicar el resultado de su mesa. No comparta su código con nadie.</translation>
    </message>
</context>
<context>
    <name>podium::ui::CompareModel</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, defaults</source>
        <translation>%1, valores predeterminados</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The best of these settings: the lowest log-loss (the lowest prediction error where there are no duels)</source>
        <translation>El mejor de estos ajustes: la pérdida logarítmica más baja (el error de predicción más bajo cuando no hay duelos)</translation>
    </message>
    <message>
        <source>No duels to score</source>
        <translation>No hay duelos que puntuar</translation>
    </message>
    <message>
        <source>No pairs of sides with different places</source>
        <translation>No hay pares de bandos en puestos distintos</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Prediction
error</source>
        <translation>Error de
predicción</translation>
    </message>
    <message>
        <source>Challenged
by %1</source>
        <translation>Desafiado
por %1</translation>
    </message>
    <message>
        <source>Duels</source>
        <translation>Duelos</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Pérdida log.</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>The algorithm and the parameters it ran with (those not named have their defaults)</source>
        <translation>El algoritmo y los parámetros con los que se ejecutó (los no nombrados tienen su valor predeterminado)</translation>
    </message>
    <message>
        <source>Of all pairs of sides that finished in different places, the share where the side the ratings made weaker finished ahead (equal strengths count half). Lower is better.</source>
        <translation>De todos los pares de bandos que acabaron en puestos distintos, la parte en la que el bando que las valoraciones hacían más débil quedó delante (las fuerzas iguales cuentan la mitad). Más bajo es mejor.</translation>
    </message>
    <message>
        <source>The prediction error on the 20 % of games that %1 (its best settings here) found the tightest: the paper&apos;s &quot;challenged&quot;. Lower is better.</source>
        <translation>El error de predicción en el 20 % de las partidas que %1 (sus mejores ajustes aquí) consideró más igualadas: el «challenged» del artículo. Más bajo es mejor.</translation>
    </message>
    <message>
        <source>Games of two players, one against one, that were not drawn: the games that log-loss and Brier score</source>
        <translation>Partidas de dos jugadores, uno contra uno, que no acabaron en empate: las partidas que puntúan la pérdida logarítmica y Brier</translation>
    </message>
    <message>
        <source>On the duels: the mean of −ln p, where p is the chance the ratings gave the winner. Lower is better; always guessing 50 % scores 0.693.</source>
        <translation>En los duelos: la media de −ln p, donde p es la probabilidad que las valoraciones daban al ganador. Más bajo es mejor; apostar siempre al 50 % da 0,693.</translation>
    </message>
    <message>
        <source>On the duels: the mean of (1 − p)², where p is the chance the ratings gave the winner. Lower is better; always guessing 50 % scores 0.250.</source>
        <translation>En los duelos: la media de (1 − p)², donde p es la probabilidad que las valoraciones daban al ganador. Más bajo es mejor; apostar siempre al 50 % da 0,250.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ComparePage</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation>La partida de %1 del %2 (%3)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing, and ZoneStats rates score per hour</source>
        <translation>faltan los minutos de %1, y ZoneStats valora los puntos por hora</translation>
    </message>
    <message>
        <source>%1&apos;s score is missing, and ZoneStats rates score per hour</source>
        <translation>faltan los puntos de %1, y ZoneStats valora los puntos por hora</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Use &amp;these settings</source>
        <translation>&amp;Usar estos ajustes</translation>
    </message>
    <message>
        <source>Sho&amp;w the game</source>
        <translation>M&amp;ostrar la partida</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>Eje&amp;cutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message numerus="yes">
        <source>%Ln setting(s) to try</source>
        <translation>
            <numerusform>%Ln ajuste que probar</numerusform>
            <numerusform>%Ln ajustes que probar</numerusform>
        </translation>
    </message>
    <message>
        <source>Replays the games with every setting, scoring what each predicted before every game</source>
        <translation>Repite las partidas con cada ajuste y puntúa lo que cada uno predijo antes de cada partida</translation>
    </message>
    <message>
        <source>Stops the comparison (Escape)</source>
        <translation>Detiene la comparación (Esc)</translation>
    </message>
    <message>
        <source>%v of %m settings</source>
        <translation>%v de %m ajustes</translation>
    </message>
    <message>
        <source>Which rating fits this club? Each setting replays the games in order and is scored, before every game, on what it predicted. Lower is better in every column but Duels; hover a heading for what it means.</source>
        <translation>¿Qué sistema de valoración conviene a este club? Cada ajuste repite las partidas en orden y se evalúa, antes de cada partida, por lo que predijo. Más bajo es mejor en cada columna salvo Duelos; pase el ratón por un encabezado para saber qué significa.</translation>
    </message>
    <message>
        <source>Opens the game that cannot be rated, to correct it</source>
        <translation>Abre la partida que no se puede valorar, para corregirla</translation>
    </message>
    <message>
        <source>Tick at least one algorithm to compare.</source>
        <translation>Marque al menos un algoritmo que comparar.</translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation>No se pueden leer las partidas: %1</translation>
    </message>
    <message>
        <source>There are no games to compare on: choose another leaderboard, discipline or dates.</source>
        <translation>No hay partidas sobre las que comparar: elija otra clasificación, disciplina o fechas.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was compared.</source>
        <translation>Cancelado: no se ha comparado nada.</translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation>todas las disciplinas</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Compared on %1: %Ln game(s)</source>
        <translation>
            <numerusform>Comparado en %1: %Ln partida</numerusform>
            <numerusform>Comparado en %1: %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) of sides in different places</source>
        <translation>
            <numerusform>%Ln par de bandos en puestos distintos</numerusform>
            <numerusform>%Ln pares de bandos en puestos distintos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duel(s)</source>
        <translation>
            <numerusform>%Ln duelo</numerusform>
            <numerusform>%Ln duelos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln drawn pair(s).</source>
        <translation>
            <numerusform>%Ln par empatado.</numerusform>
            <numerusform>%Ln pares empatados.</numerusform>
        </translation>
    </message>
    <message>
        <source>No draws in these games: no curve to draw</source>
        <translation>No hay empates en estas partidas: no hay curva que dibujar</translation>
    </message>
    <message>
        <source>No duels in these games: nothing to calibrate</source>
        <translation>No hay duelos en estas partidas: nada que calibrar</translation>
    </message>
    <message>
        <source>No setting predicted anything: these games have no pairs of sides in different places.</source>
        <translation>Ningún ajuste ha predicho nada: estas partidas no tienen pares de bandos en puestos distintos.</translation>
    </message>
    <message>
        <source>Best by log-loss: %1 (log-loss %2, prediction error %3).</source>
        <translation>El mejor por pérdida logarítmica: %1 (pérdida %2, error de predicción %3).</translation>
    </message>
    <message>
        <source>Best by prediction error (there are no duels): %1 (%2).</source>
        <translation>El mejor por error de predicción (no hay duelos): %1 (%2).</translation>
    </message>
    <message>
        <source>one of the algorithms</source>
        <translation>uno de los algoritmos</translation>
    </message>
    <message>
        <source>%1 cannot be rated by %2: %3.
Untick %2 to compare the others, or correct the game.</source>
        <translation>%1 no puede valorarse con %2: %3.
Desmarque %2 para comparar los demás, o corrija la partida.</translation>
    </message>
    <message>
        <source>These settings cannot run: %1.</source>
        <translation>Estos ajustes no pueden ejecutarse: %1.</translation>
    </message>
    <message>
        <source>The comparison stopped: %1</source>
        <translation>La comparación se detuvo: %1</translation>
    </message>
    <message>
        <source>Choose the games and the algorithms, then Run.</source>
        <translation>Elija las partidas y los algoritmos, y luego Ejecutar.</translation>
    </message>
    <message>
        <source>Run a comparison first</source>
        <translation>Ejecute primero una comparación</translation>
    </message>
    <message>
        <source>Draws against match quality</source>
        <translation>Empates según la calidad del enfrentamiento</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibración</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparando…</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Todas las disciplinas</translation>
    </message>
    <message>
        <source>Creates the leaderboard %1 for the games compared on, with these settings. Edit › Undo takes it back.</source>
        <translation>Crea la clasificación %1 para las partidas comparadas, con estos ajustes. Editar › Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>No cambiado: %1</translation>
    </message>
    <message>
        <source>%1 now rates with %2. Edit › Undo takes it back.</source>
        <translation>%1 valora ahora con %2. Editar › Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>Settings compared</source>
        <translation>Ajustes comparados</translation>
    </message>
    <message>
        <source>Gives the leaderboard %1 these settings, or adds the leaderboard %2 with them: it asks which. Edit › Undo takes it back.</source>
        <translation>Da estos ajustes a la clasificación %1, o añade la clasificación %2 con ellos: se le pregunta qué hacer. Editar › Deshacer lo revierte.</translation>
    </message>
    <message>
        <source>Use These Settings</source>
        <translation>Usar estos ajustes</translation>
    </message>
    <message>
        <source>Give the leaderboard %1 these settings (%2), or add a new leaderboard %3 with them? %1 keeps its name either way.</source>
        <translation>¿Dar estos ajustes (%2) a la clasificación %1, o añadir con ellos una nueva clasificación %3? %1 conserva su nombre en ambos casos.</translation>
    </message>
    <message>
        <source>&amp;Change %1</source>
        <translation>&amp;Cambiar %1</translation>
    </message>
    <message>
        <source>&amp;Add %1</source>
        <translation>&amp;Añadir %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::CompareSettings</name>
    <message>
        <source>Fro&amp;m</source>
        <translation>De&amp;sde</translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <translation>&amp;Hasta</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algoritmos</translation>
    </message>
    <message>
        <source>Without a sweep an algorithm runs once: with its defaults, or with the leaderboard&apos;s parameters if it is the leaderboard&apos;s algorithm. A sweep runs every value from its first to its last, a step apart.</source>
        <translation>Sin barrido, un algoritmo se ejecuta una vez: con sus valores predeterminados, o con los parámetros de la clasificación si es su algoritmo. Un barrido prueba cada valor del primero al último, a un paso de distancia.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Compare on a leaderboard&apos;s games (its discipline and dates), or on the games chosen below</source>
        <translation>Comparar en las partidas de una clasificación (su disciplina y fechas), o en las partidas elegidas abajo</translation>
    </message>
    <message>
        <source>Le&amp;aderboard:</source>
        <translation>Clasificac&amp;ión:</translation>
    </message>
    <message>
        <source>Discipli&amp;ne:</source>
        <translation>&amp;Disciplina:</translation>
    </message>
    <message>
        <source>Tick to backtest %1</source>
        <translation>Marque para probar %1 sobre el historial</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Barrer:</translation>
    </message>
    <message>
        <source>And:</source>
        <translation>Y:</translation>
    </message>
    <message>
        <source>No parameter</source>
        <translation>Ningún parámetro</translation>
    </message>
    <message>
        <source>A parameter to try at several values</source>
        <translation>Un parámetro que probar con varios valores</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>The first value</source>
        <translation>El primer valor</translation>
    </message>
    <message>
        <source>The last value</source>
        <translation>El último valor</translation>
    </message>
    <message>
        <source>The step from one value to the next</source>
        <translation>El paso de un valor al siguiente</translation>
    </message>
    <message>
        <source>None: the games chosen below</source>
        <translation>Ninguna: las partidas elegidas abajo</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Todas las disciplinas</translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln setting(s) to try: take a larger step, or sweep fewer parameters.</source>
        <translation>
            <numerusform>Más de %Ln ajuste que probar: use un paso mayor o barra menos parámetros.</numerusform>
            <numerusform>Más de %Ln ajustes que probar: use un paso mayor o barra menos parámetros.</numerusform>
        </translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
</context>
<context>
    <name>podium::ui::DocumentExports</name>
    <message>
        <source>&amp;Print…</source>
        <translation>I&amp;mprimir…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exportar como P&amp;DF…</translation>
    </message>
    <message>
        <source>Nothing to print on this page: choose a leaderboard, an event or a player.</source>
        <translation>No hay nada que imprimir en esta página: elija una clasificación, un torneo o un jugador.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Nothing to export on this page: choose a leaderboard, an event or a player.</source>
        <translation>No hay nada que exportar en esta página: elija una clasificación, un torneo o un jugador.</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exportar como PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exportado a %2</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>Exportar como &amp;HTML…</translation>
    </message>
    <message>
        <source>Export as HTML</source>
        <translation>Exportar como HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Páginas web (*.html *.htm)</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventDialog</name>
    <message>
        <source>Alternate the first and second side (colours)</source>
        <translation>Alternar el primer y el segundo bando (colores)</translation>
    </message>
    <message>
        <source>New Event</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd ... place in a heat</source>
        <translation>Puntos para el 1.º, 2.º, 3.º... puesto de una manga</translation>
    </message>
    <message>
        <source>Tick the tie-breaks to use and drag them into order</source>
        <translation>Marque los desempates que quiera usar y arrástrelos para ordenarlos</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Filtrar los jugadores</translation>
    </message>
    <message>
        <source>New players: type a name and press Enter, then the next</source>
        <translation>Jugadores nuevos: nombre e Intro</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Marcar todos</translation>
    </message>
    <message>
        <source>Ticks every player the filter shows</source>
        <translation>Marca todos los jugadores que muestra el filtro</translation>
    </message>
    <message>
        <source>Unticks every player the filter shows</source>
        <translation>Desmarca todos los jugadores que muestra el filtro</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>New to the club</source>
        <translation>Nuevo en el club</translation>
    </message>
    <message>
        <source>%1 is ticked.</source>
        <translation>%1 está marcado.</translation>
    </message>
    <message>
        <source>%1 is new to the club. Did you mean %2? Untick %1 and tick %2 if so.</source>
        <translation>%1 es nuevo en el club. ¿Quería decir %2? Si es así, desmarque %1 y marque %2.</translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it with the event.</source>
        <translation>%1 es nuevo en el club y se une a él con el torneo.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entrant(s)</source>
        <translation>
            <numerusform>%Ln participante</numerusform>
            <numerusform>%Ln participantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 of %3 players shown</source>
        <translation>%1; se muestran %2 de %3 jugadores</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>D&amp;iscipline:</source>
        <translation>&amp;Disciplina:</translation>
    </message>
    <message>
        <source>&amp;Ratings from:</source>
        <translation>&amp;Valoraciones de:</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>&amp;Rondas:</translation>
    </message>
    <message>
        <source>&amp;Lobby size:</source>
        <translation>Tamaño de sa&amp;la:</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>&amp;Bandos:</translation>
    </message>
    <message>
        <source>St&amp;yle:</source>
        <translation>Esti&amp;lo:</translation>
    </message>
    <message>
        <source>&amp;Pairing:</source>
        <translation>Empare&amp;jamiento:</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoria</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Poin&amp;ts:</source>
        <translation>Pun&amp;tos:</translation>
    </message>
    <message>
        <source>Points by pla&amp;ce:</source>
        <translation>Puntos por &amp;puesto:</translation>
    </message>
    <message>
        <source>&amp;Entrants:</source>
        <translation>Part&amp;icipantes:</translation>
    </message>
    <message>
        <source>Single round robin</source>
        <translation>Todos contra todos a una vuelta</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Todos contra todos a doble vuelta</translation>
    </message>
    <message numerus="yes">
        <source>Automatic: %Ln round(s)</source>
        <translation>
            <numerusform>Automático: %Ln ronda</numerusform>
            <numerusform>Automático: %Ln rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (every discipline)</source>
        <translation>%1 (todas las disciplinas)</translation>
    </message>
    <message>
        <source>None yet: entrants are seeded in the order entered</source>
        <translation>Ninguna aún: los participantes se ordenan según su inscripción</translation>
    </message>
    <message>
        <source>the event needs a name</source>
        <translation>el torneo necesita un nombre</translation>
    </message>
    <message>
        <source>choose the discipline</source>
        <translation>elija la disciplina</translation>
    </message>
    <message>
        <source>points by place: %1</source>
        <translation>puntos por puesto: %1</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>No creado: %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>Por sorteo</translation>
    </message>
    <message>
        <source>The colour of the top player on board 1 in round 1; the boards below alternate (FIDE C.04.3). A lot is drawn once, as the event is created, and kept.</source>
        <translation>El color del primer jugador del tablero 1 en la ronda 1; los tableros siguientes alternan (FIDE C.04.3). El sorteo se hace una vez, al crear el torneo, y se mantiene.</translation>
    </message>
    <message>
        <source>Initial colo&amp;ur:</source>
        <translation>C&amp;olor inicial:</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>D&amp;esmarcar todos</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Tie-&amp;breaks:</source>
        <translation>De&amp;sempates:</translation>
    </message>
    <message>
        <source>Create e&amp;vent</source>
        <translation>&amp;Crear torneo</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participantes</translation>
    </message>
    <message>
        <source>Tie-breaks in order</source>
        <translation>Desempates en su orden</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Jugadores nuevos</translation>
    </message>
    <message>
        <source>Points for a win</source>
        <translation>Puntos por victoria</translation>
    </message>
    <message>
        <source>Points for a draw</source>
        <translation>Puntos por empate</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Puntos por descanso</translation>
    </message>
    <message>
        <source>Chan&amp;ge Seeds…</source>
        <translation>Cambiar cabe&amp;zas de serie…</translation>
    </message>
    <message>
        <source>Put the entrants in seed order, or draw it by lot</source>
        <translation>Ordenar a los participantes como cabezas de serie, o sortear el orden</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventPairingsTable</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Ganan blancas</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Gana el 1.º</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Match quality from the ratings: 1 is a perfectly even game</source>
        <translation>Calidad de la partida según las valoraciones: 1 es una partida totalmente igualada</translation>
    </message>
    <message>
        <source>The predicted chance that White wins</source>
        <translation>La probabilidad prevista de que ganen las blancas</translation>
    </message>
    <message>
        <source>The predicted chance that the first named wins</source>
        <translation>La probabilidad prevista de que gane el primer nombrado</translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (White won), 0 (Black won) or = or ½ (a draw); Enter opens the result</source>
        <translation>En la fila de una mesa, escriba 1 (ganaron las blancas), 0 (ganaron las negras) o = o ½ (tablas); Intro abre el resultado</translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (the first named won), 0 (the second won) or = or ½ (a draw); Enter opens the result</source>
        <translation>En la fila de una mesa, escriba 1 (ganó el primer nombrado), 0 (ganó el segundo) o = o ½ (empate); Intro abre el resultado</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>%1: colours before this round %2</source>
        <translation>%1: colores antes de esta ronda %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players: %1</source>
        <translation>
            <numerusform>%Ln jugador: %1</numerusform>
            <numerusform>%Ln jugadores: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A bye: no game, no table</source>
        <translation>Bye: sin partida, sin mesa</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventSheet</name>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Bye de medio punto</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>BH</source>
        <translation>BH</translation>
    </message>
    <message>
        <source>BH-C1</source>
        <translation>BH-C1</translation>
    </message>
    <message>
        <source>MBH</source>
        <translation>MBH</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>ED</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>VIC</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Punt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>compartido</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>W</source>
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (retirado)</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Ausente</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventStandingsTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>PJ</translation>
    </message>
    <message>
        <source>W</source>
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (retirado)</translation>
    </message>
    <message>
        <source>What put this player ahead of those level with them on points</source>
        <translation>Lo que situó a este jugador por delante de los que tienen sus mismos puntos</translation>
    </message>
    <message>
        <source>White (W) and Black (B) round by round, - for a round without a game, and the number of Whites minus Blacks</source>
        <translation>Blancas (W) y Negras (B) ronda a ronda, - para una ronda sin partida, y el número de blancas menos negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>How far the player went in the bracket</source>
        <translation>Hasta dónde llegó el jugador en el cuadro</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>sin partida</translation>
    </message>
    <message>
        <source>, floated down</source>
        <translation>, flotó hacia abajo</translation>
    </message>
    <message>
        <source>, floated up</source>
        <translation>, flotó hacia arriba</translation>
    </message>
    <message>
        <source>Round %1: %2%3</source>
        <translation>Ronda %1: %2%3</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventsPage</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Terminado: %1</translation>
    </message>
    <message>
        <source>Pair Ne&amp;xt Round</source>
        <translation>Emparejar &amp;siguiente ronda</translation>
    </message>
    <message>
        <source>Enter Res&amp;ult…</source>
        <translation>Introd&amp;ucir resultado…</translation>
    </message>
    <message>
        <source>&amp;New Event…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <source>Dele&amp;te Event</source>
        <translation>Eliminar t&amp;orneo</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>Entrants (ticked: checked in)</source>
        <translation>Participantes (marcados: presentes)</translation>
    </message>
    <message>
        <source>Tick to check a player in (or bring them back), untick to withdraw them from the rounds still to be paired</source>
        <translation>Marque para registrar la presencia de un jugador (o reincorporarlo); desmarque para retirarlo de las rondas que quedan por emparejar</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>Ins&amp;cribir…</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>Ret&amp;irar</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Print the round and the standings (%1)</source>
        <translation>Imprimir la ronda y la clasificación (%1)</translation>
    </message>
    <message>
        <source>Export St&amp;andings…</source>
        <translation>E&amp;xportar clasificación…</translation>
    </message>
    <message>
        <source>Export Event Standings</source>
        <translation>Exportar clasificación del torneo</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>Ron&amp;da:</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Cuadro</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>No events yet: &lt;b&gt;New Event…&lt;/b&gt; starts one.</source>
        <translation>Aún no hay torneos: &lt;b&gt;Nuevo torneo…&lt;/b&gt; crea uno.</translation>
    </message>
    <message>
        <source>%1 of %2 rounds</source>
        <translation>%1 de %2 rondas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <translation>
            <numerusform>%Ln ronda jugada</numerusform>
            <numerusform>%Ln rondas jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %3, ratings from %4; %5; %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2, %3, valoraciones: %4; %5; %6</translation>
    </message>
    <message>
        <source>no leaderboard</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Corrected results have changed the standings that paired later rounds; those rounds were left as they were:
%1</source>
        <translation>Los resultados corregidos han cambiado la clasificación con la que se emparejaron rondas posteriores; esas rondas se han dejado como estaban:
%1</translation>
    </message>
    <message>
        <source>%1 is not a match score: type the games each side won, such as 2-1, then Enter.</source>
        <translation>%1 no es un marcador de encuentro: escriba las partidas que ganó cada bando, p. ej. 2-1, y pulse Intro.</translation>
    </message>
    <message>
        <source>Games %1: Enter enters the match score.</source>
        <translation>Partidas %1: Intro introduce el marcador del encuentro.</translation>
    </message>
    <message>
        <source>Table %1 is not a game of two: press Enter to enter its places.</source>
        <translation>La mesa %1 no es una partida de dos: pulse Intro para introducir sus puestos.</translation>
    </message>
    <message>
        <source>This event&apos;s games cannot be drawn.</source>
        <translation>Las partidas de este torneo no pueden terminar en empate.</translation>
    </message>
    <message>
        <source>Replace Result</source>
        <translation>Reemplazar el resultado</translation>
    </message>
    <message>
        <source>Table %1 already has a result: %2.</source>
        <translation>La mesa %1 ya tiene un resultado: %2.</translation>
    </message>
    <message>
        <source>Replace it with the new one?</source>
        <translation>¿Reemplazarlo por el nuevo?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Conservar</translation>
    </message>
    <message>
        <source>the table keeps its result</source>
        <translation>la mesa conserva su resultado</translation>
    </message>
    <message>
        <source>Pair This Round &amp;Again</source>
        <translation>&amp;Volver a emparejar esta ronda</translation>
    </message>
    <message>
        <source>&amp;Rate by Leaderboard…</source>
        <translation>&amp;Valorar según una clasificación…</translation>
    </message>
    <message>
        <source>Half-point bye asked for in round %1</source>
        <translation>Bye de medio punto pedido para la ronda %1</translation>
    </message>
    <message>
        <source>Cancel the Half-Point &amp;Bye in Round %1</source>
        <translation>Cancelar el &amp;bye de medio punto en la ronda %1</translation>
    </message>
    <message>
        <source>Half-Point &amp;Bye in Round %1</source>
        <translation>&amp;Bye de medio punto en la ronda %1</translation>
    </message>
    <message>
        <source>The discipline&apos;s first leaderboard</source>
        <translation>La primera clasificación de la disciplina</translation>
    </message>
    <message>
        <source>Rate by Leaderboard</source>
        <translation>Valorar según una clasificación</translation>
    </message>
    <message>
        <source>Ratings that pair and seed %1:</source>
        <translation>Valoraciones para los emparejamientos y los cabezas de serie de %1:</translation>
    </message>
    <message>
        <source>Half-point byes asked for in rounds %1</source>
        <translation>Byes de medio punto pedidos para las rondas %1</translation>
    </message>
    <message>
        <source>&amp;Players Report Results from the Board</source>
        <translation>Los jugadores comunican sus &amp;resultados desde la pantalla</translation>
    </message>
    <message>
        <source>Player &amp;Codes…</source>
        <translation>&amp;Códigos de los jugadores…</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <source>Reports (%1)</source>
        <translation>Informes (%1)</translation>
    </message>
    <message>
        <source>Pairings of the round</source>
        <translation>Emparejamientos de la ronda</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Clasificación del torneo</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participantes</translation>
    </message>
    <message>
        <source>round %1 of %2 paired</source>
        <translation>ronda %1 de %2 emparejada</translation>
    </message>
    <message>
        <source>round %1 paired</source>
        <translation>ronda %1 emparejada</translation>
    </message>
    <message>
        <source>%1: no entrant joins once the first round is paired</source>
        <translation>%1: nadie se inscribe una vez emparejada la primera ronda</translation>
    </message>
    <message>
        <source>&amp;Final for the Top Players…</source>
        <translation>&amp;Final para los mejores…</translation>
    </message>
    <message>
        <source>A new event of one lobby for the best players of these heats</source>
        <translation>Un torneo nuevo de una sola sala para los mejores jugadores de estas mangas</translation>
    </message>
    <message>
        <source>A final needs at least two players still in %1.</source>
        <translation>Una final necesita al menos dos jugadores que sigan en %1.</translation>
    </message>
    <message>
        <source>Final for the Top Players</source>
        <translation>Final para los mejores</translation>
    </message>
    <message>
        <source>Players from the top of %1&apos;s standings:</source>
        <translation>Jugadores de la cabeza de la clasificación de %1:</translation>
    </message>
    <message>
        <source>%1 Final</source>
        <translation>%1 – final</translation>
    </message>
    <message>
        <source>New Event: Final of %1</source>
        <translation>Torneo nuevo: final de %1</translation>
    </message>
    <message>
        <source>Not paired in the next round, with no points for it; still in the event after</source>
        <translation>Sin emparejar en la próxima ronda, sin puntos por ella; sigue en el torneo después</translation>
    </message>
    <message>
        <source>Absent from round %1 (asked for)</source>
        <translation>Ausente de la ronda %1 (pedido)</translation>
    </message>
    <message>
        <source>Absent from rounds %1 (asked for)</source>
        <translation>Ausente de las rondas %1 (pedido)</translation>
    </message>
    <message>
        <source>Cancel the &amp;Absence from Round %1</source>
        <translation>Anular la &amp;ausencia en la ronda %1</translation>
    </message>
    <message>
        <source>&amp;Absent from Round %1 (No Points)</source>
        <translation>&amp;Ausente en la ronda %1 (sin puntos)</translation>
    </message>
</context>
<context>
    <name>podium::ui::FilteredTable</name>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesModel</name>
    <message>
        <source>%1 (guest)</source>
        <translation>%1 (invitado)</translation>
    </message>
    <message>
        <source>%1 (%2) #%3</source>
        <translation>%1 (%2) #%3</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Uno contra uno</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Multijugador</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Disciplina</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesPage</name>
    <message>
        <source>Filter by player, discipline or date</source>
        <translation>Filtrar por jugador, disciplina o fecha</translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation>Eliminar resultado</translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation>No se pueden leer las partidas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 de %Ln partida</numerusform>
            <numerusform>%1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %Ln game(s); reading the others…</source>
        <translation>
            <numerusform>La partida más reciente; leyendo las demás…</numerusform>
            <numerusform>Las %Ln partidas más recientes; leyendo las demás…</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Filtrar las partidas</translation>
    </message>
</context>
<context>
    <name>podium::ui::HeadToHeadPage</name>
    <message>
        <source>the team of %1</source>
        <translation>el equipo de %1</translation>
    </message>
    <message>
        <source>every discipline</source>
        <translation>todas las disciplinas</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 del %2 al %3</translation>
    </message>
    <message>
        <source>%1 from %2 on</source>
        <translation>%1 desde el %2</translation>
    </message>
    <message>
        <source>%1 up to %2</source>
        <translation>%1 hasta el %2</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, a draw %4, %5 wins %6.</source>
        <translation>Probabilidades según %1: gana %2 %3, empate %4, gana %5 %6.</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5; the ratings leave %6 for a draw, though no game on this leaderboard has been drawn yet.</source>
        <translation>Probabilidades según %1: gana %2 %3, gana %4 %5; las valoraciones dejan %6 para el empate, aunque en esta clasificación todavía no ha habido ninguna partida empatada.</translation>
    </message>
    <message>
        <source>Chances on %1: %2 can expect %3 of the points, %4 %5 (a draw counts half).</source>
        <translation>Probabilidades según %1: %2 puede esperar %3 de los puntos, %4 %5 (el empate cuenta la mitad).</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5.</source>
        <translation>Probabilidades según %1: gana %2 %3, gana %4 %5.</translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s) head to head or on opposite teams:</source>
        <translation>
            <numerusform>Se enfrentaron %Ln vez uno contra uno o en equipos contrarios:</numerusform>
            <numerusform>Se enfrentaron %Ln veces uno contra uno o en equipos contrarios:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s):</source>
        <translation>
            <numerusform>Se enfrentaron %Ln vez:</numerusform>
            <numerusform>Se enfrentaron %Ln veces:</numerusform>
        </translation>
    </message>
    <message>
        <source>no draws</source>
        <translation>ningún empate</translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln empate</numerusform>
            <numerusform>%Ln empates</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won %2, %3 won %4, %5.</source>
        <translation>%1 ganó %2, %3 ganó %4, %5.</translation>
    </message>
    <message>
        <source>%1 never finished ahead</source>
        <translation>%1 nunca quedó por delante</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished ahead %Ln time(s)</source>
        <translation>
            <numerusform>%1 quedó por delante %Ln vez</numerusform>
            <numerusform>%1 quedó por delante %Ln veces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 never</source>
        <translation>%1 nunca</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln time(s)</source>
        <translation>
            <numerusform>%1 %Ln vez</numerusform>
            <numerusform>%1 %Ln veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They played %Ln free-for-all game(s) together:</source>
        <translation>
            <numerusform>Jugaron juntos %Ln partida multijugador:</numerusform>
            <numerusform>Jugaron juntos %Ln partidas multijugador:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shared place %Ln time(s)</source>
        <translation>
            <numerusform>un puesto compartido %Ln vez</numerusform>
            <numerusform>un puesto compartido %Ln veces</numerusform>
        </translation>
    </message>
    <message>
        <source>They have not met in the leaderboard&apos;s games.</source>
        <translation>No se han enfrentado en las partidas de la clasificación.</translation>
    </message>
    <message>
        <source>A player, or a team as names separated by commas</source>
        <translation>Un jugador, o un equipo como nombres separados por comas</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Ba&amp;ndo A:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Bando &amp;B:</translation>
    </message>
    <message>
        <source>Type a player or a team on each side, then press Compare.</source>
        <translation>Escriba un jugador o un equipo en cada bando y pulse Comparar.</translation>
    </message>
    <message>
        <source>The list holds the leaderboard&apos;s games of %1 where they met: head to head, on opposite teams, or in the same free-for-all, where the better place is ahead.</source>
        <translation>La lista contiene las partidas de %1 de la clasificación en las que se enfrentaron: uno contra uno, en equipos contrarios o en la misma partida multijugador, donde el mejor puesto va por delante.</translation>
    </message>
    <message>
        <source>Choose a leaderboard at the top of the window, or create one in the Leaderboards menu: its ratings give the chances.</source>
        <translation>Elija una clasificación en la parte superior de la ventana o cree una en el menú Clasificaciones: sus valoraciones dan las probabilidades.</translation>
    </message>
    <message>
        <source>Type a player, or a team as names separated by commas, on each side.</source>
        <translation>Escriba un jugador, o un equipo como nombres separados por comas, en cada bando.</translation>
    </message>
    <message>
        <source>Match quality %1.</source>
        <translation>Calidad de la partida: %1.</translation>
    </message>
    <message>
        <source>Games between them</source>
        <translation>Partidas entre ellos</translation>
    </message>
</context>
<context>
    <name>podium::ui::ImportDialog</name>
    <message>
        <source>Import Games</source>
        <translation>Importar partidas</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Type a discipline, e.g. Tennis</source>
        <translation>Escriba una disciplina, p. ej. Tenis</translation>
    </message>
    <message>
        <source>The discipline of these games: pick one of the club&apos;s or type a new one.</source>
        <translation>La disciplina de estas partidas: elija una de las del club o escriba una nueva.</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Disciplina:</translation>
    </message>
    <message>
        <source>Player &amp;names:</source>
        <translation>&amp;Nombres de jugadores:</translation>
    </message>
    <message>
        <source>&amp;Tell apart players who would share a name by adding their ids</source>
        <translation>Di&amp;stinguir a los jugadores que compartirían nombre añadiendo su id</translation>
    </message>
    <message>
        <source>The first games as they will be imported:</source>
        <translation>Las primeras partidas tal como se importarán:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation>&amp;Elegir archivo…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation>Jugadores, puestos y puntos</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 no se puede abrir: %2</translation>
    </message>
    <message>
        <source>The ids in the file</source>
        <translation>Los ids del archivo</translation>
    </message>
    <message>
        <source>From a players file (id, name)</source>
        <translation>De un archivo de jugadores (id, nombre)</translation>
    </message>
    <message>
        <source>From the column &apos;%1&apos;</source>
        <translation>De la columna &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The ids made readable (ann-lee: Ann Lee)</source>
        <translation>Los ids hechos legibles (ann-lee: Ann Lee)</translation>
    </message>
    <message>
        <source>Players File</source>
        <translation>Archivo de jugadores</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>no se puede abrir el archivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more name(s) would be shared as well.</source>
        <translation>
            <numerusform>%Ln nombre más también se compartiría.</numerusform>
            <numerusform>%Ln nombres más también se compartirían.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Leyendo el archivo…</translation>
    </message>
    <message>
        <source>The file cannot be imported as it is. Nothing has been written to the club.</source>
        <translation>El archivo no se puede importar tal como está. No se ha escrito nada en el club.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1.</source>
        <translation>
            <numerusform>%Ln partida de %1.</numerusform>
            <numerusform>%Ln partidas de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln jugador</numerusform>
            <numerusform>%Ln jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Name their discipline to import them.</source>
        <translation>Indique su disciplina para importarlas.</translation>
    </message>
    <message>
        <source>The players are named by their ids.</source>
        <translation>Los jugadores se nombran por sus ids.</translation>
    </message>
    <message>
        <source>Choose the players file that names them.</source>
        <translation>Elija el archivo de jugadores que los nombra.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them named.</source>
        <translation>
            <numerusform>%Ln de ellos tiene nombre.</numerusform>
            <numerusform>%Ln de ellos tienen nombre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keep(s) the id as name, having none in the names: %1</source>
        <translation>
            <numerusform>%Ln conserva el id como nombre, al no tener ninguno en los nombres: %1</numerusform>
            <numerusform>%Ln conservan el id como nombre, al no tener ninguno en los nombres: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Uno contra uno</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Multijugador</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 #%2 (%3)</source>
        <translation>%1 #%2 (%3)</translation>
    </message>
</context>
<context>
    <name>podium::ui::JoinDialog</name>
    <message numerus="yes">
        <source>&amp;Half-point bye for each round missed (%Ln round(s))</source>
        <translation>
            <numerusform>&amp;Bye de medio punto por cada ronda no jugada (%Ln ronda)</numerusform>
            <numerusform>&amp;Bye de medio punto por cada ronda no jugada (%Ln rondas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Inscribir en %1</translation>
    </message>
    <message>
        <source>As arbiters give a late entry: the draw&apos;s points for each round already paired</source>
        <translation>Como hacen los árbitros con una inscripción tardía: los puntos de un empate por cada ronda ya emparejada</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Inscribir</translation>
    </message>
    <message>
        <source>%1 is not in the club. Did you mean %2?</source>
        <translation>%1 no está en el club. ¿Quería decir %2?</translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it.</source>
        <translation>%1 es nuevo en el club y se une a él.</translation>
    </message>
</context>
<context>
    <name>podium::ui::Labels</name>
    <message>
        <source>Swiss</source>
        <translation>Sistema suizo</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>Eliminación directa</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Doble eliminación</translation>
    </message>
    <message>
        <source>Free-for-all heats</source>
        <translation>Mangas multijugador</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz corte 1</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz mediano</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Encuentro directo</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Opponents&apos; match-win %</source>
        <translation>% de encuentros ganados por los rivales</translation>
    </message>
    <message>
        <source>Game-win %</source>
        <translation>% de partidas ganadas</translation>
    </message>
    <message>
        <source>Opponents&apos; game-win %</source>
        <translation>% de partidas ganadas por los rivales</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation>Sistema holandés FIDE</translation>
    </message>
    <message>
        <source>Card-game Swiss</source>
        <translation>Suizo de juegos de cartas</translation>
    </message>
    <message>
        <source>Closest ratings</source>
        <translation>Valoraciones más próximas</translation>
    </message>
    <message>
        <source>FIDE Dutch system: top half against bottom half, colours balanced — for chess and games with sides.</source>
        <translation>Sistema holandés FIDE: mitad superior contra mitad inferior, colores equilibrados — para ajedrez y juegos con bandos.</translation>
    </message>
    <message>
        <source>Card-game Swiss: 3 points a win, random pairing in each point group, tie-breaks by opponents&apos; match-win % — for card and video games.</source>
        <translation>Suizo de juegos de cartas: 3 puntos por victoria, emparejamiento aleatorio dentro de cada grupo de puntos, desempates por % de encuentros ganados por los rivales — para juegos de cartas y videojuegos.</translation>
    </message>
    <message>
        <source>Closest ratings within score groups: casual club nights, not a standard Swiss.</source>
        <translation>Valoraciones más próximas dentro de cada grupo de puntos: noches informales de club, no es un suizo estándar.</translation>
    </message>
    <message>
        <source>Best match quality within score groups</source>
        <translation>Mejor calidad de partida dentro de cada grupo de puntos</translation>
    </message>
    <message>
        <source>Top half against bottom half</source>
        <translation>Mitad superior contra mitad inferior</translation>
    </message>
    <message>
        <source>Lobbies of equal strength</source>
        <translation>Salas de igual nivel</translation>
    </message>
    <message>
        <source>Seeded snake style</source>
        <translation>Cabezas de serie en serpiente</translation>
    </message>
    <message>
        <source>Seeded by rating</source>
        <translation>Cabezas de serie por valoración</translation>
    </message>
    <message>
        <source>Seeded in the order of entry</source>
        <translation>Cabezas de serie por orden de inscripción</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>shared place</source>
        <translation>puesto compartido</translation>
    </message>
    <message>
        <source>μ, a new player&apos;s mean</source>
        <translation>μ, media de un jugador nuevo</translation>
    </message>
    <message>
        <source>σ, a new player&apos;s uncertainty</source>
        <translation>σ, incertidumbre de un jugador nuevo</translation>
    </message>
    <message>
        <source>β, performance spread</source>
        <translation>β, dispersión del rendimiento</translation>
    </message>
    <message>
        <source>τ, drift between games</source>
        <translation>τ, deriva entre partidas</translation>
    </message>
    <message>
        <source>Draw probability</source>
        <translation>Probabilidad de empate</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Start rating</source>
        <translation>Valoración inicial</translation>
    </message>
    <message>
        <source>T, spread</source>
        <translation>T, dispersión</translation>
    </message>
    <message>
        <source>Game multiplier</source>
        <translation>Multiplicador por partida</translation>
    </message>
    <message>
        <source>Longest game (minutes)</source>
        <translation>Partida más larga (minutos)</translation>
    </message>
    <message>
        <source>Rating period</source>
        <translation>Periodo de valoración</translation>
    </message>
    <message>
        <source>Partial play</source>
        <translation>Juego parcial</translation>
    </message>
    <message>
        <source>RD, a new player&apos;s deviation</source>
        <translation>RD, desviación de un jugador nuevo</translation>
    </message>
    <message>
        <source>Volatility, a new player&apos;s</source>
        <translation>Volatilidad de un jugador nuevo</translation>
    </message>
    <message>
        <source>Game: every game is rated at once, for its players only. Day, week or month: each player is rated once per calendar period from all their games in it, and an RD grows through periods without one.</source>
        <translation>Partida: cada partida se valora en el momento, solo para sus jugadores. Día, semana o mes: cada jugador se valora una vez por periodo natural con todas sus partidas de ese periodo, y la RD crece en los periodos en que no juega.</translation>
    </message>
    <message>
        <source>The rating a new player starts with (Glickman&apos;s 1500).</source>
        <translation>La valoración con la que empieza un jugador nuevo (1500 según Glickman).</translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s rating is (Glickman&apos;s 350); no RD ever grows past it.</source>
        <translation>Cuán incierta es la valoración de un jugador nuevo (350 según Glickman); ninguna RD crece nunca por encima de este valor.</translation>
    </message>
    <message>
        <source>How erratic a new player&apos;s results are expected to be (Glickman&apos;s 0.06).</source>
        <translation>Lo irregulares que se espera que sean los resultados de un jugador nuevo (0,06 según Glickman).</translation>
    </message>
    <message>
        <source>How fast the volatility may change: Glickman advises 0.3 to 1.2.</source>
        <translation>Lo rápido que puede cambiar la volatilidad: Glickman recomienda de 0,3 a 1,2.</translation>
    </message>
    <message>
        <source>The skill a player starts with; ratings are shown as μ − kσ.</source>
        <translation>La habilidad con la que empieza un jugador; las valoraciones se muestran como μ − kσ.</translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s skill is; it shrinks as they play.</source>
        <translation>Lo incierta que es la habilidad de un jugador nuevo; se reduce a medida que juega.</translation>
    </message>
    <message>
        <source>The rating difference that makes the stronger player about 76 % sure to win (200 is chess&apos;s 400-point scale).</source>
        <translation>La diferencia de valoración con la que el jugador más fuerte tiene un 76 % de probabilidad de ganar (200 equivale a la escala de 400 puntos del ajedrez).</translation>
    </message>
    <message>
        <source>How much one game&apos;s performance varies around the skill: larger makes upsets likelier.</source>
        <translation>Cuánto varía el rendimiento en una partida en torno a la habilidad: un valor mayor hace más probables las sorpresas.</translation>
    </message>
    <message>
        <source>Uncertainty added before each game, so that ratings keep moving over a long history.</source>
        <translation>Incertidumbre añadida antes de cada partida, para que las valoraciones sigan moviéndose a lo largo de un historial largo.</translation>
    </message>
    <message>
        <source>How often two equal players draw; 0 for games that cannot be drawn.</source>
        <translation>Con qué frecuencia empatan dos jugadores iguales; 0 para juegos en los que no puede haber empate.</translation>
    </message>
    <message>
        <source>The most a rating moves in one game (chess clubs use 10 to 40).</source>
        <translation>Lo máximo que se mueve una valoración en una partida (los clubes de ajedrez usan de 10 a 40).</translation>
    </message>
    <message>
        <source>How cautious the shown rating is: μ − kσ, so 3 puts a player 99.9 % sure above it.</source>
        <translation>Cuán prudente es la valoración mostrada: μ − kσ, así que con 3 un jugador está por encima de ella con un 99,9 % de seguridad.</translation>
    </message>
    <message>
        <source>From minutes: a player&apos;s weight is their minutes over the longest in the game, so five minutes of twenty move a rating a quarter as much.</source>
        <translation>Según los minutos: el peso de un jugador son sus minutos divididos entre los de quien más jugó en la partida, así que cinco minutos de veinte mueven una valoración la cuarta parte.</translation>
    </message>
    <message>
        <source>Logistic is chess&apos;s Elo; Gaussian is the TrueSkill paper&apos;s Elo baseline.</source>
        <translation>Logística es el Elo del ajedrez; Gaussiana es la referencia Elo del artículo de TrueSkill.</translation>
    </message>
    <message>
        <source>The rating a new player starts with (the description&apos;s 500).</source>
        <translation>La valoración con la que empieza un jugador nuevo (500 según la descripción).</translation>
    </message>
    <message>
        <source>The rating a new player starts with.</source>
        <translation>La valoración con la que empieza un jugador nuevo.</translation>
    </message>
    <message>
        <source>The spread of the ratings: T points ahead makes a player 73 % likely to outscore the other.</source>
        <translation>La dispersión de las valoraciones: estar T puntos por delante da a un jugador un 73 % de probabilidad de superar al otro en puntos.</translation>
    </message>
    <message>
        <source>Points at stake per minute played: a game moves a rating by at most this much a minute.</source>
        <translation>Puntos en juego por minuto jugado: una partida mueve una valoración como mucho esta cantidad por minuto.</translation>
    </message>
    <message>
        <source>A longer game counts as this many minutes (the description&apos;s MAX_GAME_LENGTH).</source>
        <translation>Una partida más larga cuenta como esta cantidad de minutos (MAX_GAME_LENGTH de la descripción).</translation>
    </message>
    <message>
        <source>Logistic (chess)</source>
        <translation>Logística (ajedrez)</translation>
    </message>
    <message>
        <source>Gaussian (the TrueSkill paper&apos;s baseline)</source>
        <translation>Gaussiana (la referencia del artículo de TrueSkill)</translation>
    </message>
    <message>
        <source>Off: everyone counts fully</source>
        <translation>No: todos cuentan</translation>
    </message>
    <message>
        <source>From the minutes played</source>
        <translation>Según los minutos jugados</translation>
    </message>
    <message>
        <source>Each game</source>
        <translation>Cada partida</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Week (Monday to Sunday)</source>
        <translation>Semana (de lunes a domingo)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mes</translation>
    </message>
    <message>
        <source>the higher score group could not be paired within itself without a rematch or leaving someone out</source>
        <translation>el grupo de puntos superior no se pudo emparejar dentro de sí mismo sin repetir un enfrentamiento o dejar a alguien fuera</translation>
    </message>
    <message>
        <source>the quality pairing weighs score groups against closeness in rating, and crosses a group for a closer game, to avoid a rematch or to leave no one out</source>
        <translation>el emparejamiento por calidad sopesa los grupos de puntos frente a la cercanía de valoración, y cruza a otro grupo para lograr una partida más igualada, evitar repetir un enfrentamiento o no dejar a nadie fuera</translation>
    </message>
    <message>
        <source>%1 on %2 floats down to %3 on %4: %5</source>
        <translation>%1 (%2) baja como flotante frente a %3 (%4): %5</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Still in</source>
        <translation>Sigue en juego</translation>
    </message>
    <message>
        <source>Not in the draw</source>
        <translation>Fuera del cuadro</translation>
    </message>
    <message>
        <source>Lost the grand final</source>
        <translation>Perdió la gran final</translation>
    </message>
    <message>
        <source>Lost the losers&apos; final</source>
        <translation>Perdió la final de perdedores</translation>
    </message>
    <message>
        <source>Out in losers&apos; round %1</source>
        <translation>Eliminado en la ronda de perdedores %1</translation>
    </message>
    <message>
        <source>Lost the final</source>
        <translation>Perdió la final</translation>
    </message>
    <message>
        <source>Out in the semi-finals</source>
        <translation>Eliminado en semifinales</translation>
    </message>
    <message>
        <source>Out in round %1</source>
        <translation>Eliminado en la ronda %1</translation>
    </message>
    <message>
        <source>#%1 (%2) floats down to #%3 (%4)</source>
        <translation>#%1 (%2) baja como flotante frente a #%3 (%4)</translation>
    </message>
    <message>
        <source>#%1 (%2) meets #%3 (%4) of a lower score group: a downfloat (FIDE Dutch system, C.04.3 article 1.4)</source>
        <translation>#%1 (%2) juega contra #%3 (%4), de un grupo de puntos inferior: flotante descendente (sistema holandés FIDE, C.04.3 artículo 1.4)</translation>
    </message>
    <message>
        <source>#%1 does not get white</source>
        <translation>#%1 no juega con blancas</translation>
    </message>
    <message>
        <source>#%1 does not get black</source>
        <translation>#%1 no juega con negras</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour of their absolute preference</source>
        <translation>#%1 no juega con blancas, el color de su preferencia absoluta</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour of their absolute preference</source>
        <translation>#%1 no juega con negras, el color de su preferencia absoluta</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour of their strong preference</source>
        <translation>#%1 no juega con blancas, el color de su preferencia fuerte</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour of their strong preference</source>
        <translation>#%1 no juega con negras, el color de su preferencia fuerte</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour they prefer</source>
        <translation>#%1 no juega con blancas, su color preferido</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour they prefer</source>
        <translation>#%1 no juega con negras, su color preferido</translation>
    </message>
    <message>
        <source>(FIDE Dutch system, C.04.3 article 5.2)</source>
        <translation>(sistema holandés FIDE, C.04.3 artículo 5.2)</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Bye asignado por el emparejamiento</translation>
    </message>
    <message>
        <source>Pairing-allocated bye: to a player who has had neither a bye nor a point without playing, from the lowest score group the rest of the round allows (FIDE Dutch system, C.04.3 C2 and C5)</source>
        <translation>Bye asignado por el emparejamiento: a un jugador que no ha tenido ni bye ni punto sin jugar, del grupo de puntos más bajo que permite el resto de la ronda (sistema holandés FIDE, C.04.3 C2 y C5)</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a field&apos;s label: its name and a colon</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seeded by known rating (FIDE, national)</source>
        <translation>Cabezas de serie por valoración conocida (FIDE, nacional)</translation>
    </message>
    <message>
        <source>Half-point bye on request</source>
        <translation>Bye de medio punto a petición</translation>
    </message>
    <message>
        <source>Half-point bye: the player asked for it before the round was paired, and scores a draw&apos;s points without playing</source>
        <translation>Bye de medio punto: pedido antes de emparejar la ronda; el jugador suma los puntos de unas tablas sin jugar</translation>
    </message>
    <message>
        <source>Absent on request</source>
        <translation>Ausente a petición</translation>
    </message>
    <message>
        <source>Absent: the player said before the round was paired that they would not play in it; no points, and they stay in the event</source>
        <translation>Ausente: el jugador dijo antes de emparejar la ronda que no la jugaría; sin puntos, y sigue en el torneo</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardActions</name>
    <message>
        <source>Lea&amp;derboards</source>
        <translation>Clasi&amp;ficaciones</translation>
    </message>
    <message>
        <source>&amp;New Leaderboard…</source>
        <translation>&amp;Nueva clasificación…</translation>
    </message>
    <message>
        <source>&amp;Edit Leaderboard…</source>
        <translation>&amp;Editar clasificación…</translation>
    </message>
    <message>
        <source>&amp;Delete Leaderboard</source>
        <translation>E&amp;liminar clasificación</translation>
    </message>
    <message>
        <source>&amp;Create Leaderboard…</source>
        <translation>&amp;Crear clasificación…</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message numerus="yes">
        <source>No leaderboard rates the %Ln game(s) of %1 yet.</source>
        <translation>
            <numerusform>Ninguna clasificación valora todavía la %Ln partida de %1.</numerusform>
            <numerusform>Ninguna clasificación valora todavía las %Ln partidas de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Leaderboard</source>
        <translation>Nueva clasificación</translation>
    </message>
    <message>
        <source>Edit Leaderboard</source>
        <translation>Editar clasificación</translation>
    </message>
    <message>
        <source>Delete Leaderboard</source>
        <translation>Eliminar clasificación</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>De&amp;sde</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Hasta</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Todas las disciplinas</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Disciplina:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algoritmo:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Parameters of %1</source>
        <translation>Parámetros de %1</translation>
    </message>
    <message>
        <source>Default %1; from %2 to %3.</source>
        <translation>Predeterminado: %1; de %2 a %3.</translation>
    </message>
    <message>
        <source>From the &amp;games</source>
        <translation>Según las &amp;partidas</translation>
    </message>
    <message>
        <source>Sets the draw probability to the share of drawn pairs of sides (next to each other in the finishing order) in the games this leaderboard holds</source>
        <translation>Fija la probabilidad de empate en la proporción de pares de bandos empatados (contiguos en el orden de llegada) en las partidas de esta clasificación</translation>
    </message>
    <message>
        <source>No games yet to take a draw probability from.</source>
        <translation>Todavía no hay partidas de las que obtener una probabilidad de empate.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln pair(s) of sides in these games were drawn.</source>
        <translation>
            <numerusform>%1 de %Ln par de bandos de estas partidas quedaron empatados.</numerusform>
            <numerusform>%1 de %Ln pares de bandos de estas partidas quedaron empatados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardModel</name>
    <message numerus="yes">
        <source>Provisional: only %Ln game(s) played; ratings settle after about %1.</source>
        <translation>
            <numerusform>Provisional: solo %Ln partida jugada; las valoraciones se estabilizan tras unas %1.</numerusform>
            <numerusform>Provisional: solo %Ln partidas jugadas; las valoraciones se estabilizan tras unas %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (RD %1, settled at %2 or less).</source>
        <translation>Provisional: la valoración aún es incierta (RD %1; se estabiliza con %2 o menos).</translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (sigma %1, settled at %2 or less).</source>
        <translation>Provisional: la valoración aún es incierta (sigma %1; se estabiliza con %2 o menos).</translation>
    </message>
    <message numerus="yes">
        <source>Change of the rating over the last %Ln game(s)</source>
        <translation>
            <numerusform>Cambio de la valoración en %Ln partida reciente</numerusform>
            <numerusform>Cambio de la valoración en las %Ln últimas partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation>Valoración (r−2RD)</translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation>Valoración (μ−3σ)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message numerus="yes">
        <source>Last %Ln</source>
        <translation>
            <numerusform>Última %Ln</numerusform>
            <numerusform>Últimas %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>RD</source>
        <translation>RD</translation>
    </message>
    <message>
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <source>Volatility</source>
        <translation>Volatilidad</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>W</source>
        <translation>G</translation>
    </message>
    <message>
        <source>D</source>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardPage</name>
    <message>
        <source>Filter by name</source>
        <translation>Filtrar por nombre</translation>
    </message>
    <message>
        <source>&amp;Open the Game…</source>
        <translation>A&amp;brir la partida…</translation>
    </message>
    <message>
        <source>Edit the result of the game this leaderboard cannot rate</source>
        <translation>Editar el resultado de la partida que esta clasificación no puede valorar</translation>
    </message>
    <message>
        <source>Sho&amp;w in Games</source>
        <translation>Ver e&amp;n Partidas</translation>
    </message>
    <message>
        <source>Select the game in the game log, where it can be edited or deleted</source>
        <translation>Seleccionar la partida en el registro de partidas, donde se puede editar o eliminar</translation>
    </message>
    <message>
        <source>Leaderboard Se&amp;ttings…</source>
        <translation>Ajustes de la &amp;clasificación…</translation>
    </message>
    <message>
        <source>Change what the leaderboard allows, such as its draw probability</source>
        <translation>Cambiar lo que permite la clasificación, como su probabilidad de empate</translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation>todas las disciplinas</translation>
    </message>
    <message>
        <source>The leaderboard &apos;%1&apos; cannot show its standings.</source>
        <translation>La clasificación &apos;%1&apos; no se puede mostrar.</translation>
    </message>
    <message>
        <source>any</source>
        <translation>sin mínimo</translation>
    </message>
    <message>
        <source>Hides the players with fewer games than this</source>
        <translation>Oculta los jugadores con menos partidas que esta cifra</translation>
    </message>
    <message>
        <source>Mi&amp;nimum games:</source>
        <translation>Mínimo &amp;de partidas:</translation>
    </message>
    <message>
        <source>No leaderboard yet: Leaderboards &gt; New Leaderboard… makes one.</source>
        <translation>Aún no hay clasificaciones: Clasificaciones &gt; Nueva clasificación… crea una.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s); %1, %2</source>
        <translation>
            <numerusform>%Ln jugador; %1, %2</numerusform>
            <numerusform>%Ln jugadores; %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln player(s); %2, %3</source>
        <translation>
            <numerusform>%1 de %Ln jugador; %2, %3</numerusform>
            <numerusform>%1 de %Ln jugadores; %2, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;i&gt;Name ?&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nombre ?&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games, or a rating still uncertain</source>
        <translation>%1 provisional: menos de %2 partidas o una valoración aún incierta</translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games</source>
        <translation>%1 provisional: menos de %2 partidas</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Filter the standings</source>
        <translation>Filtrar la clasificación</translation>
    </message>
</context>
<context>
    <name>podium::ui::MainWindow</name>
    <message>
        <source>Leaderboard: discipline and algorithm</source>
        <translation>Clasificación: disciplina y algoritmo</translation>
    </message>
    <message>
        <source>This step could not be taken, and has left the undo history:

%1</source>
        <translation>Este paso no se pudo realizar y se ha quitado del historial de deshacer:

%1</translation>
    </message>
    <message>
        <source>%1 (read-only) - Podium</source>
        <translation>%1 (solo lectura) - Podium</translation>
    </message>
    <message>
        <source>%1 - Podium</source>
        <translation>%1 - Podium</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Solo lectura</translation>
    </message>
    <message>
        <source>This club cannot be changed: %1. Standings, lists and exports work.</source>
        <translation>Este club no se puede modificar: %1. La clasificación, las listas y las exportaciones funcionan.</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>C&amp;lasificación</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Partidas</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>Event&amp;s</source>
        <translation>&amp;Torneos</translation>
    </message>
    <message>
        <source>Pa&amp;irings</source>
        <translation>E&amp;mparejamientos</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Rename Player</source>
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Nuevo nombre para %1:</translation>
    </message>
    <message>
        <source>Merge Players</source>
        <translation>Fusionar jugadores</translation>
    </message>
    <message>
        <source>%1 and this player are the same person; their games combine under this name:</source>
        <translation>%1 y este jugador son la misma persona; sus partidas se unen bajo este nombre:</translation>
    </message>
    <message>
        <source>Delete Player</source>
        <translation>Eliminar jugador</translation>
    </message>
    <message>
        <source>Retire Player</source>
        <translation>Dar de baja al jugador</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Clasificación: </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Club…</source>
        <translation>&amp;Nuevo club…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>Guardar gráfico</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation>&amp;Importar partidas…</translation>
    </message>
    <message>
        <source>&amp;Export Standings…</source>
        <translation>&amp;Exportar clasificación…</translation>
    </message>
    <message>
        <source>Export &amp;Games…</source>
        <translation>Exportar &amp;partidas…</translation>
    </message>
    <message>
        <source>Import E&amp;vent from TRF…</source>
        <translation>Importar t&amp;orneo desde TRF…</translation>
    </message>
    <message>
        <source>Export Event as &amp;TRF…</source>
        <translation>Exportar torneo como &amp;TRF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Resultados</translation>
    </message>
    <message>
        <source>&amp;New Result…</source>
        <translation>&amp;Nuevo resultado…</translation>
    </message>
    <message>
        <source>&amp;Edit Result…</source>
        <translation>&amp;Editar resultado…</translation>
    </message>
    <message>
        <source>&amp;Delete Result</source>
        <translation>E&amp;liminar resultado</translation>
    </message>
    <message>
        <source>This club has no leaderboards yet.</source>
        <translation>Este club aún no tiene clasificaciones.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln player(s)</source>
        <translation>
            <numerusform>%1: %Ln jugador</numerusform>
            <numerusform>%1: %Ln jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the game log any more.</source>
        <translation>La partida %1 ya no está en el registro de partidas.</translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation>Abrir club</translation>
    </message>
    <message>
        <source>New Result</source>
        <translation>Nuevo resultado</translation>
    </message>
    <message>
        <source>Edit Result</source>
        <translation>Editar resultado</translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation>Eliminar resultado</translation>
    </message>
    <message>
        <source>This game is the result of %1, round %2, table %3. Delete it? That table will have no result until one is entered again (Edit &gt; Undo puts it back).</source>
        <translation>Esta partida es el resultado de %1, ronda %2, mesa %3. ¿Eliminarla? Esa mesa no tendrá resultado hasta que se vuelva a introducir uno (Editar &gt; Deshacer lo restaura).</translation>
    </message>
    <message numerus="yes">
        <source>Changed by another program: %Ln player(s) moved on the leaderboard</source>
        <translation>
            <numerusform>Cambiado por otro programa: %Ln jugador cambió de posición en la clasificación</numerusform>
            <numerusform>Cambiado por otro programa: %Ln jugadores cambiaron de posición en la clasificación</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed by another program; every page shows the club as it is now</source>
        <translation>Cambiado por otro programa; todas las páginas muestran el club tal como está ahora</translation>
    </message>
    <message numerus="yes">
        <source>Ratings replayed from %1: %Ln player(s) changed</source>
        <translation>
            <numerusform>Valoraciones recalculadas desde el %1: cambió %Ln jugador</numerusform>
            <numerusform>Valoraciones recalculadas desde el %1: cambiaron %Ln jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s) changed on the leaderboard</source>
        <translation>
            <numerusform>%Ln jugador cambió en la clasificación</numerusform>
            <numerusform>%Ln jugadores cambiaron en la clasificación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed: %Ln player(s) moved</source>
        <translation>
            <numerusform>%1 recalculada: %Ln jugador cambió de posición</numerusform>
            <numerusform>%1 recalculada: %Ln jugadores cambiaron de posición</numerusform>
        </translation>
    </message>
    <message>
        <source>Head to Head</source>
        <translation>Cara a cara</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>Podium follows the system&apos;s language from its next start.</source>
        <translation>Podium usará el idioma del sistema a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Podium speaks %1 from its next start.</source>
        <translation>Idioma de Podium a partir del próximo inicio: %1.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Podium</source>
        <translation>&amp;Acerca de Podium</translation>
    </message>
    <message>
        <source>About Podium</source>
        <translation>Acerca de Podium</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Leaderboards, ratings and tournaments for clubs and LAN parties, on your own computer.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Podium developers. Podium is free software under the GNU General Public License, version 3 or later; it comes with no warranty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ratings:&lt;/b&gt; TrueSkill by Ralf Herbrich, Tom Minka and Thore Graepel; Glicko-2 by Mark Glickman; Elo by Arpad Elo; the score-per-hour rating of ZoneStats.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tournaments:&lt;/b&gt; the FIDE Dutch system and Berger tables from the FIDE Handbook; the card-game Swiss after the Magic Tournament Rules.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Clasificaciones, valoraciones y torneos para clubes y eventos LAN, en su propio equipo.&lt;/p&gt;&lt;p&gt;Copyright © 2026 los desarrolladores de Podium. Podium es software libre bajo la GNU General Public License, versión 3 o posterior; se distribuye sin ninguna garantía.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Valoraciones:&lt;/b&gt; TrueSkill de Ralf Herbrich, Tom Minka y Thore Graepel; Glicko-2 de Mark Glickman; Elo de Arpad Elo; la valoración de ZoneStats por puntos por hora.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Torneos:&lt;/b&gt; el sistema holandés FIDE y las tablas de Berger del Manual de la FIDE; el sistema suizo de juegos de cartas según las Magic Tournament Rules.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Built with Qt %1 (Qt Charts, Qt SQL), SQLite and LEMON.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Creado con Qt %1 (Qt Charts, Qt SQL), SQLite y LEMON.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>chart.png</source>
        <translation>grafico.png</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Conectar a un ser&amp;vidor…</translation>
    </message>
    <message>
        <source>Not connected: reconnecting…</source>
        <translation>Sin conexión: reconectando…</translation>
    </message>
    <message>
        <source>The connection to %1 is lost. Podium connects again as soon as the server answers; until then nothing can be changed.</source>
        <translation>Se ha perdido la conexión con %1. Podium vuelve a conectarse en cuanto el servidor responda; hasta entonces no se puede cambiar nada.</translation>
    </message>
    <message numerus="yes">
        <source>Connected again; %Ln change(s) made by other desks meanwhile are shown.</source>
        <translation>
            <numerusform>Conectado de nuevo; se muestra %Ln cambio hecho entretanto por otros puestos.</numerusform>
            <numerusform>Conectado de nuevo; se muestran %Ln cambios hechos entretanto por otros puestos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Chart &amp;as Image…</source>
        <translation>&amp;Guardar gráfico como imagen…</translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln players (%1), or one player named &apos;%2&apos;?</source>
        <translation>
            <numerusform>¿Añadir %Ln jugador (%1) o un solo jugador llamado «%2»?</numerusform>
            <numerusform>¿Añadir %Ln jugadores (%1) o un solo jugador llamado «%2»?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln &amp;Players</source>
        <translation>
            <numerusform>&amp;Añadir %Ln jugador</numerusform>
            <numerusform>&amp;Añadir %Ln jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;One Player</source>
        <translation>Añadir &amp;un solo jugador</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Ficha del jugador</translation>
    </message>
</context>
<context>
    <name>podium::ui::PairingsPage</name>
    <message>
        <source>Games Star&amp;ted</source>
        <translation>Partidas &amp;iniciadas</translation>
    </message>
    <message>
        <source>E&amp;nter Result…</source>
        <translation>Introdu&amp;cir resultado…</translation>
    </message>
    <message>
        <source>New Event &amp;with These Players…</source>
        <translation>Nuevo torneo con estos ju&amp;gadores…</translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation>Filtrar jugadores</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Jugadores presentes</translation>
    </message>
    <message>
        <source>Head to head: one round</source>
        <translation>Uno contra uno: una ronda</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Equipos equilibrados</translation>
    </message>
    <message>
        <source>Free-for-all lobbies</source>
        <translation>Salas multijugador</translation>
    </message>
    <message>
        <source>Club night: next games</source>
        <translation>Noche de club: siguientes partidas</translation>
    </message>
    <message>
        <source>Ann+Bob, Cid+Dan</source>
        <translation>Ana+Blas, Ciro+Dina</translation>
    </message>
    <message>
        <source>Eve+Fay</source>
        <translation>Eva+Félix</translation>
    </message>
    <message>
        <source>Pairs of players who play in the same team</source>
        <translation>Parejas de jugadores que juegan en el mismo equipo</translation>
    </message>
    <message>
        <source>Pairs of players who play in different teams</source>
        <translation>Parejas de jugadores que juegan en equipos distintos</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>S&amp;ugerir</translation>
    </message>
    <message>
        <source>The result of the chosen game, its players filled in (or double-click the game)</source>
        <translation>El resultado de la partida elegida, con sus jugadores ya rellenados (o haga doble clic en la partida)</translation>
    </message>
    <message>
        <source>A new event with these players: a Swiss event for a round, heats for lobbies</source>
        <translation>Un torneo nuevo con estos jugadores: un torneo suizo para una ronda, mangas para salas</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>M&amp;odo:</translation>
    </message>
    <message>
        <source>&amp;Keep together:</source>
        <translation>Ma&amp;ntener juntos:</translation>
    </message>
    <message>
        <source>Keep &amp;apart:</source>
        <translation>Mantener separa&amp;dos:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Gana el 1.º</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter on it, to enter its result</source>
        <translation>Haga doble clic en una partida, o pulse Intro sobre ella, para introducir su resultado</translation>
    </message>
    <message>
        <source>Lobb&amp;y size:</source>
        <translation>Tamaño de &amp;sala:</translation>
    </message>
    <message>
        <source>Ta&amp;bles:</source>
        <translation>Me&amp;sas:</translation>
    </message>
    <message>
        <source>choose a leaderboard: its ratings make the pairings</source>
        <translation>elija una clasificación: sus valoraciones generan los emparejamientos</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> vs </translation>
    </message>
    <message numerus="yes">
        <source>waited %Ln round(s): %1</source>
        <translation>
            <numerusform>%Ln ronda de espera: %1</numerusform>
            <numerusform>%Ln rondas de espera: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>result entered</source>
        <translation>resultado introducido</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Equipo %1</translation>
    </message>
    <message>
        <source>New Result</source>
        <translation>Nuevo resultado</translation>
    </message>
    <message>
        <source>Event of %1</source>
        <translation>Torneo del %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Filtrar los jugadores</translation>
    </message>
    <message>
        <source>Suggested games</source>
        <translation>Partidas sugeridas</translation>
    </message>
    <message>
        <source>The leaderboard whose ratings make the pairings; a result entered here is a game of its discipline</source>
        <translation>La clasificación cuyas valoraciones forman los emparejamientos; un resultado introducido aquí es una partida de su disciplina</translation>
    </message>
    <message>
        <source>games of every discipline</source>
        <translation>partidas de todas las disciplinas</translation>
    </message>
    <message>
        <source>results are %1 games</source>
        <translation>los resultados son partidas de %1</translation>
    </message>
    <message>
        <source>Rating Sour&amp;ce:</source>
        <translation>&amp;Base de las valoraciones:</translation>
    </message>
    <message>
        <source>Team matches: two teams of N, as many matches as fit</source>
        <translation>Partidas por equipos: dos equipos de N, tantas partidas como quepan</translation>
    </message>
    <message>
        <source>Number of tea&amp;ms:</source>
        <translation>Número de e&amp;quipos:</translation>
    </message>
    <message>
        <source>Tea&amp;m size:</source>
        <translation>Tamaño de e&amp;quipo:</translation>
    </message>
</context>
<context>
    <name>podium::ui::PdfExport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerCodesDialog</name>
    <message>
        <source>&amp;Print Slips…</source>
        <translation>&amp;Imprimir papeletas…</translation>
    </message>
    <message>
        <source>Player Codes of %1</source>
        <translation>Códigos de los jugadores de %1</translation>
    </message>
    <message>
        <source>Each player reports the results of their table on the live board with a code of their own. Podium keeps only a hash of each code, so a code shows here once, when it is given: print the slips before you close this window.</source>
        <translation>Cada jugador comunica los resultados de su mesa en la pantalla en directo con un código propio. Podium solo guarda un hash de cada código, así que un código se muestra aquí una sola vez, cuando se entrega: imprima las papeletas antes de cerrar esta ventana.</translation>
    </message>
    <message>
        <source>The slips&apos; QR codes open %1 with the player&apos;s code filled in.</source>
        <translation>Los códigos QR de las papeletas abren %1 con el código del jugador ya escrito.</translation>
    </message>
    <message>
        <source>The live board is not running, so the slips will have no QR code. Start it first (Share › Live Board on the Local Network…) for slips that open the board.</source>
        <translation>La pantalla en directo no está en marcha, así que las papeletas no tendrán código QR. Iníciela primero (Compartir › Pantalla en directo en la red local…) para que las papeletas abran la pantalla.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>&amp;Give Codes to Those Without</source>
        <translation>&amp;Dar código a quienes no lo tienen</translation>
    </message>
    <message>
        <source>&amp;New Code for the Selected</source>
        <translation>Código &amp;nuevo para los seleccionados</translation>
    </message>
    <message>
        <source>A lost slip: the player gets a new code and the old one stops working</source>
        <translation>Una papeleta perdida: el jugador recibe un código nuevo y el antiguo deja de funcionar</translation>
    </message>
    <message>
        <source>given before</source>
        <translation>entregado antes</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Every entrant has a code already.</source>
        <translation>Todos los participantes ya tienen código.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln code(s) given: print the slips now.</source>
        <translation>
            <numerusform>%Ln código entregado: imprima ahora las papeletas.</numerusform>
            <numerusform>%Ln códigos entregados: imprima ahora las papeletas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the players who need a new code.</source>
        <translation>Elija los jugadores que necesitan un código nuevo.</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerDialog</name>
    <message>
        <source>Player Info: %1</source>
        <translation>Ficha del jugador: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Known rating</source>
        <translation>Valoración conocida</translation>
    </message>
    <message>
        <source>The player&apos;s rating from outside the club; None for none</source>
        <translation>La valoración del jugador de fuera del club; Ninguna si no tiene</translation>
    </message>
    <message>
        <source>A rating the player brings, such as their FIDE rating: a Swiss seeded by known rating takes it, and a TRF file carries it</source>
        <translation>Una valoración que el jugador trae, como su valoración FIDE: un suizo con cabezas de serie por valoración conocida la toma, y un archivo TRF la lleva</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Sistema de valoración</translation>
    </message>
    <message>
        <source>ID in the rating system</source>
        <translation>ID en el sistema de valoración</translation>
    </message>
    <message>
        <source>The player&apos;s number in that system: their FIDE ID goes into a TRF file</source>
        <translation>El número del jugador en ese sistema: su ID FIDE va en un archivo TRF</translation>
    </message>
    <message>
        <source>GER, FRA, ESP…</source>
        <translation>GER, FRA, ESP…</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Federación</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nombre visible</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>&amp;Display name:</source>
        <translation>Nombre &amp;visible:</translation>
    </message>
    <message>
        <source>C&amp;lub:</source>
        <translation>C&amp;lub:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>V&amp;aloración:</translation>
    </message>
    <message>
        <source>Rating &amp;system:</source>
        <translation>&amp;Sistema de valoración:</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Federation:</source>
        <translation>&amp;Federación:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersModel</name>
    <message>
        <source>retired</source>
        <translation>de baja</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nombre visible</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Known rating</source>
        <translation>Valoración conocida</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersPage</name>
    <message numerus="yes">
        <source>%Ln head-to-head or team game(s):</source>
        <translation>
            <numerusform>%Ln partida uno contra uno o por equipos:</numerusform>
            <numerusform>%Ln partidas uno contra uno o por equipos:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s):</source>
        <translation>
            <numerusform>%Ln partida:</numerusform>
            <numerusform>%Ln partidas:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost.</source>
        <translation>%1 ganadas, %2 empatadas, %3 perdidas.</translation>
    </message>
    <message>
        <source>no first place</source>
        <translation>ningún primer puesto</translation>
    </message>
    <message numerus="yes">
        <source>%Ln first place(s)</source>
        <translation>
            <numerusform>%Ln primer puesto</numerusform>
            <numerusform>%Ln primeros puestos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free-for-all game(s):</source>
        <translation>
            <numerusform>%Ln partida multijugador:</numerusform>
            <numerusform>%Ln partidas multijugador:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, average place %2 of %3, best place %4.</source>
        <translation>%1, puesto medio %2 de %3, mejor puesto %4.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s): %1 %2 – %3 %4</source>
        <translation>
            <numerusform>%Ln partida: %1 %2 – %3 %4</numerusform>
            <numerusform>%Ln partidas: %1 %2 – %3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln empate</numerusform>
            <numerusform>%Ln empates</numerusform>
        </translation>
    </message>
    <message>
        <source>Best win: %1 (rated %2) on %3.</source>
        <translation>Mejor victoria: %1 (valoración %2) el %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; en %2</translation>
    </message>
    <message>
        <source>No games on this leaderboard yet.</source>
        <translation>Aún no hay partidas en esta clasificación.</translation>
    </message>
    <message>
        <source>Most often met: %1 (%2).</source>
        <translation>Rival más frecuente: %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Hardest opponent (lowest score, %Ln game(s) or more): %1 (%2).</source>
        <translation>
            <numerusform>Rival más difícil (menos puntos, %Ln partida o más): %1 (%2).</numerusform>
            <numerusform>Rival más difícil (menos puntos, %Ln partidas o más): %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by name or club</source>
        <translation>Filtrar por nombre o club</translation>
    </message>
    <message>
        <source>&amp;Add Player…</source>
        <translation>Aña&amp;dir jugador…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nombrar…</translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation>Fusionar &amp;con…</translation>
    </message>
    <message>
        <source>Re&amp;tire / Return</source>
        <translation>Dar de &amp;baja / Reincorporar</translation>
    </message>
    <message>
        <source>Delete Pla&amp;yer</source>
        <translation>El&amp;iminar jugador</translation>
    </message>
    <message>
        <source>A player without games can be deleted; one with games is retired or merged instead</source>
        <translation>Un jugador sin partidas se puede eliminar; uno con partidas se da de baja o se fusiona con otro</translation>
    </message>
    <message>
        <source>This club has no leaderboard yet. Create one in the Leaderboards menu to see each player&apos;s record and rating.</source>
        <translation>Este club aún no tiene clasificaciones. Cree una en el menú Clasificaciones para ver el historial y la valoración de cada jugador.</translation>
    </message>
    <message>
        <source>Select a player to see their profile on the leaderboard.</source>
        <translation>Seleccione un jugador para ver su perfil en la clasificación.</translation>
    </message>
    <message numerus="yes">
        <source>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %Ln time(s).</source>
        <translation>
            <numerusform>Contra un rival, una partida cuenta para quien la ganó o, en una partida multijugador, para quien quedó por delante; un empate o un puesto compartido cuenta la mitad. El rival más difícil es aquel contra el que %1 saca menos puntos, entre los que ha enfrentado al menos %Ln vez.</numerusform>
            <numerusform>Contra un rival, una partida cuenta para quien la ganó o, en una partida multijugador, para quien quedó por delante; un empate o un puesto compartido cuenta la mitad. El rival más difícil es aquel contra el que %1 saca menos puntos, entre los que ha enfrentado al menos %Ln veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Filtrar los jugadores</translation>
    </message>
    <message>
        <source>Player Inf&amp;o…</source>
        <translation>Fic&amp;ha del jugador…</translation>
    </message>
</context>
<context>
    <name>podium::ui::RatingHistoryChart</name>
    <message>
        <source>Drag across the chart to zoom in; right click or Escape to zoom out. Click a name in the legend to show that player&apos;s band.</source>
        <translation>Arrastre sobre el gráfico para ampliar; clic derecho o Escape para reducir. Haga clic en un nombre de la leyenda para mostrar la banda de ese jugador.</translation>
    </message>
    <message>
        <source>Select players to see their rating history</source>
        <translation>Seleccione jugadores para ver su historial de valoración</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historial de la valoración</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 after %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 tras %Ln partida</numerusform>
            <numerusform>%1: %2 tras %Ln partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsDesk</name>
    <message numerus="yes">
        <source>%Ln report(s) from players waiting</source>
        <translation>
            <numerusform>%Ln informe de jugadores pendiente</numerusform>
            <numerusform>%Ln informes de jugadores pendientes</numerusform>
        </translation>
    </message>
    <message>
        <source>Results reported from the players&apos; phones that wait for the other side or for the desk: the Events page&apos;s Reports tab</source>
        <translation>Resultados comunicados desde los móviles de los jugadores que esperan al rival o a la organización: pestaña Informes de la página Torneos</translation>
    </message>
    <message>
        <source>Print Player &amp;Codes…</source>
        <translation>Imprimir &amp;códigos de los jugadores…</translation>
    </message>
    <message>
        <source>The codes with which the players of the chosen event report their results on the live board</source>
        <translation>Los códigos con los que los jugadores del torneo elegido comunican sus resultados en la pantalla en directo</translation>
    </message>
    <message>
        <source>Print Player Codes</source>
        <translation>Imprimir códigos de los jugadores</translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation>Elija primero un torneo en la página Torneos.</translation>
    </message>
    <message>
        <source>Players do not report the results of %1. Turn it on in the event&apos;s menu (Players Report Results from the Board), then give them their codes.</source>
        <translation>Los jugadores de %1 no comunican sus resultados. Actívelo en el menú del torneo (Los jugadores comunican sus resultados desde la pantalla) y después deles sus códigos.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsQueue</name>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Edit Result…</source>
        <translation>Editar resultado…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation>Comunicado por</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Players&apos; reports</source>
        <translation>Informes de los jugadores</translation>
    </message>
    <message>
        <source>Make this report&apos;s result the table&apos;s result; the table&apos;s other reports are turned down</source>
        <translation>Tome el resultado de este informe como resultado de la mesa; los demás informes de la mesa se rechazan</translation>
    </message>
    <message>
        <source>Turn this report down without entering a result</source>
        <translation>Rechace este informe sin introducir ningún resultado</translation>
    </message>
    <message>
        <source>Enter the desk&apos;s own result for this table; its reports are settled with it</source>
        <translation>Introduzca el resultado propio de la organización para esta mesa; sus informes se resuelven con él</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>%1, table %2: %3</source>
        <translation>%1, mesa %2: %3</translation>
    </message>
    <message>
        <source>Result of Round %1, Table %2</source>
        <translation>Resultado de la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more.</source>
        <translation>La ronda %1 ya no tiene mesa %2.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ResultDialog</name>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Uno contra uno</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Multijugador</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>First player won</source>
        <translation>Ganó el primer jugador</translation>
    </message>
    <message>
        <source>Second player won</source>
        <translation>Ganó el segundo jugador</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Disciplina:</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otas:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invitado</translation>
    </message>
    <message>
        <source>Drag a row, or press Alt+Up or Alt+Down, to change the finishing order</source>
        <translation>Arrastre una fila, o pulse Alt+Arriba o Alt+Abajo, para cambiar el orden de llegada</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Añadir jugador</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>&amp;Quitar jugador</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>S&amp;ubir</translation>
    </message>
    <message>
        <source>Mo&amp;ve down</source>
        <translation>Ba&amp;jar</translation>
    </message>
    <message>
        <source>One place better (Alt+Up)</source>
        <translation>Un puesto mejor (Alt+Arriba)</translation>
    </message>
    <message>
        <source>One place worse (Alt+Down)</source>
        <translation>Un puesto peor (Alt+Abajo)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;&amp; &amp;New</source>
        <translation>Guardar &amp;&amp; &amp;nuevo</translation>
    </message>
    <message>
        <source>Score and minutes are optional.</source>
        <translation>Los puntos y los minutos son opcionales.</translation>
    </message>
    <message>
        <source>Score and minutes are required for every player who is not a guest: %1 uses the ZoneStats score-per-hour rating.</source>
        <translation>Los puntos y los minutos son obligatorios para todo jugador que no sea invitado: %1 usa la valoración de ZoneStats por puntos por hora.</translation>
    </message>
    <message>
        <source>%1 weighs each player by their minutes over the longest (TrueSkill&apos;s partial play): the Weight column.</source>
        <translation>%1 pondera a cada jugador según sus minutos respecto a los de quien más jugó (el juego parcial de TrueSkill): la columna Peso.</translation>
    </message>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation>%1 (¿quería decir %2?)</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Jugadores nuevos</translation>
    </message>
    <message>
        <source>Not in the club yet: %1.</source>
        <translation>Aún no están en el club: %1.</translation>
    </message>
    <message>
        <source>Add them to the club as new players?</source>
        <translation>¿Añadirlos al club como jugadores nuevos?</translation>
    </message>
    <message>
        <source>&amp;Add as new players</source>
        <translation>&amp;Añadir como jugadores nuevos</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Volver</translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation>&amp;Usar %1</translation>
    </message>
    <message>
        <source>&amp;Use the names suggested</source>
        <translation>&amp;Usar los nombres sugeridos</translation>
    </message>
    <message>
        <source>Scores and result disagree</source>
        <translation>Los puntos y el resultado no concuerdan</translation>
    </message>
    <message>
        <source>Save the result as it is?</source>
        <translation>¿Guardar el resultado tal como está?</translation>
    </message>
    <message>
        <source>&amp;Save as it is</source>
        <translation>&amp;Guardar tal cual</translation>
    </message>
    <message>
        <source>a game needs at least two players</source>
        <translation>una partida necesita al menos dos jugadores</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation>Jugadores, puestos y puntos</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>%1: the place must be a whole number from 1</source>
        <translation>%1: el puesto debe ser un número entero desde 1</translation>
    </message>
    <message>
        <source>%1 and %2 are both in %3 but have the places %4 and %5: a team has one place</source>
        <translation>%1 y %2 están los dos en %3, pero tienen los puestos %4 y %5: un equipo tiene un solo puesto</translation>
    </message>
</context>
<context>
    <name>podium::ui::RoundPairing</name>
    <message>
        <source>Pairing round %1 of %2…</source>
        <translation>Emparejando la ronda %1 de %2…</translation>
    </message>
    <message>
        <source>The pairing of round %1 of %2 was cancelled; nothing was paired.</source>
        <translation>El emparejamiento de la ronda %1 de %2 se canceló; no se emparejó nada.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Pair Next Round</source>
        <translation>Emparejar la siguiente ronda</translation>
    </message>
    <message>
        <source>%1 changed while its round %2 was being paired, so that pairing was not stored.</source>
        <translation>%1 cambió mientras se emparejaba su ronda %2, así que ese emparejamiento no se guardó.</translation>
    </message>
    <message>
        <source>Pair the round again from the event as it is now?</source>
        <translation>¿Volver a emparejar la ronda con el torneo tal como está ahora?</translation>
    </message>
    <message>
        <source>Pair &amp;Again</source>
        <translation>&amp;Volver a emparejar</translation>
    </message>
</context>
<context>
    <name>podium::ui::SeedsDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Cabezas de serie</translation>
    </message>
    <message>
        <source>Seeds in order</source>
        <translation>Cabezas de serie en orden</translation>
    </message>
    <message>
        <source>Draw by &amp;Lot</source>
        <translation>S&amp;ortear</translation>
    </message>
    <message>
        <source>Every order equally likely, as a draw from a hat</source>
        <translation>Todos los órdenes igual de probables, como un sorteo</translation>
    </message>
    <message>
        <source>One place up (%1)</source>
        <translation>Subir un puesto (%1)</translation>
    </message>
    <message>
        <source>One place down (%1)</source>
        <translation>Bajar un puesto (%1)</translation>
    </message>
    <message>
        <source>Seed 1 first. Drag a player, or move them with the buttons.</source>
        <translation>El cabeza de serie 1 primero. Arrastre un jugador o muévalo con los botones.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::ServerDialog</name>
    <message>
        <source>Connect to Server</source>
        <translation>Conectar a un servidor</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>su nombre de inicio de sesión</translation>
    </message>
    <message>
        <source>The schema that holds the club: one database can hold several clubs</source>
        <translation>El esquema que contiene el club: una base de datos puede contener varios clubes</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Obligatorio</translation>
    </message>
    <message>
        <source>Required, and the server&apos;s certificate checked</source>
        <translation>Obligatorio, comprobando el certificado del servidor</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <translation>Si el servidor lo ofrece</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>from ~/.pgpass, if it is there</source>
        <translation>de ~/.pgpass, si existe</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>Pue&amp;rto:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>C&amp;lub:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>Ci&amp;frado:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>C&amp;ontraseña:</translation>
    </message>
    <message>
        <source>Con&amp;nect</source>
        <translation>Co&amp;nectar</translation>
    </message>
    <message>
        <source>Which database holds the club? Ask the server&apos;s administrator.</source>
        <translation>¿Qué base de datos contiene el club? Pregunte al administrador del servidor.</translation>
    </message>
    <message>
        <source>&amp;Remember it in the desktop&apos;s keyring</source>
        <translation>Recordarla en el llavero del &amp;escritorio</translation>
    </message>
</context>
<context>
    <name>podium::ui::TableResultDialog</name>
    <message>
        <source>Round %1, table %2</source>
        <translation>Ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>%1, place:</source>
        <translation>%1, puesto:</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>%1 won by forfeit (%2 did not come)</source>
        <translation>Ganó %1 por incomparecencia (%2 no se presentó)</translation>
    </message>
    <message>
        <source>Neither came (both lose)</source>
        <translation>No se presentó ninguno (pierden ambos)</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Bye de medio punto</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <source>Neither came</source>
        <translation>No se presentó ninguno</translation>
    </message>
    <message>
        <source>%1 won by forfeit</source>
        <translation>Ganó %1 por incomparecencia</translation>
    </message>
    <message>
        <source>Not saved: give every player a place (1 for the winner).</source>
        <translation>No guardado: dé un puesto a cada jugador (1 para el ganador).</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>place in a heat: 1st, 21st</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>place in a heat: 2nd, 22nd</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>place in a heat: 3rd, 23rd</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>place in a heat: 4th, 11th</comment>
        <translation>%1.º</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a place and who took it: 1st Ann</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Ausente</translation>
    </message>
</context>
<context>
    <name>podium::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Podium</source>
        <translation>Bienvenido a Podium</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Podium&lt;/h2&gt;&lt;p&gt;Leaderboards and tournaments for your club or LAN party. Everything is kept in one file on this computer.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bienvenido a Podium&lt;/h2&gt;&lt;p&gt;Clasificaciones y torneos para su club o evento LAN. Todo se guarda en un único archivo en este equipo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Create a club</source>
        <translation>&amp;Crear un club</translation>
    </message>
    <message>
        <source>Start a new, empty club database.</source>
        <translation>Empezar una base de datos de club nueva y vacía.</translation>
    </message>
    <message>
        <source>&amp;Open a club</source>
        <translation>&amp;Abrir un club</translation>
    </message>
    <message>
        <source>Open a .podium file you already have.</source>
        <translation>Abrir un archivo .podium que ya tenga.</translation>
    </message>
    <message>
        <source>&amp;Explore the demo club</source>
        <translation>&amp;Explorar el club de demostración</translation>
    </message>
    <message>
        <source>40 members, two years of chess, kart races and capture the flag.</source>
        <translation>40 socios, dos años de ajedrez, carreras de karts y captura la bandera.</translation>
    </message>
    <message>
        <source>Create a Club</source>
        <translation>Crear un club</translation>
    </message>
    <message>
        <source>club.podium</source>
        <translation>club.podium</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation>Clubes de Podium (*.podium)</translation>
    </message>
    <message>
        <source>Open a Club</source>
        <translation>Abrir un club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation>Clubes de Podium (*.podium);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Demo Club</source>
        <translation>Club de demostración</translation>
    </message>
</context>
<context>
    <name>podium::web::BoardServer</name>
    <message>
        <source>port %1 is in use on %2</source>
        <translation>el puerto %1 está ocupado en %2</translation>
    </message>
    <message>
        <source>%1 is not an address of this computer</source>
        <translation>%1 no es una dirección de este ordenador</translation>
    </message>
    <message>
        <source>port %1 needs administrator rights; take one from 1024 on</source>
        <translation>el puerto %1 necesita derechos de administrador; elija uno a partir de 1024</translation>
    </message>
    <message>
        <source>cannot listen on %1, port %2: %3</source>
        <translation>no se puede escuchar en %1, puerto %2: %3</translation>
    </message>
</context>
</TS>
