<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>usage: podium-cli --db FILE %1</source>
        <translation>Aufruf: podium-cli --db FILE %1</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number of at least %3</source>
        <translation>--%1: „%2“ ist keine ganze Zahl von mindestens %3</translation>
    </message>
    <message>
        <source>%1 is given twice; give each parameter once</source>
        <translation>%1 ist doppelt angegeben; geben Sie jeden Parameter nur einmal an</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: die Datei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv or json</source>
        <translation>--format: „%1“ ist weder csv noch json</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; uses %2: only TrueSkill has a draw probability</source>
        <translation>Rangliste „%1“ verwendet %2: nur TrueSkill hat eine Unentschieden-Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; has no games to take a draw probability from</source>
        <translation>Rangliste „%1“ hat keine Spiele, aus denen sich eine Unentschieden-Wahrscheinlichkeit ableiten ließe</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 ist erforderlich</translation>
    </message>
    <message>
        <source>there are no leaderboards yet; create one with leaderboard create</source>
        <translation>es gibt noch keine Ranglisten; legen Sie eine mit leaderboard create an</translation>
    </message>
    <message>
        <source>which leaderboard? (%1)</source>
        <translation>welche Rangliste? (%1)</translation>
    </message>
    <message>
        <source>--names, --name-column and --readable-ids: one at a time</source>
        <translation>--names, --name-column und --readable-ids: nur eine davon auf einmal</translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s)</source>
        <translation>
            <numerusform>%1 von %n Spieler benannt</numerusform>
            <numerusform>%1 von %n Spielern benannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s) from %2</source>
        <translation>
            <numerusform>%1 von %n Spieler mit Namen aus %2 benannt</numerusform>
            <numerusform>%1 von %n Spielern mit Namen aus %2 benannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; these keep their ids: %2</source>
        <translation>%1; diese behalten ihre IDs: %2</translation>
    </message>
    <message numerus="yes">
        <source>imported %n game(s) into %1 (%2 already there), %3</source>
        <translation>
            <numerusform>%n Spiel in %1 importiert (%2 bereits vorhanden), %3</numerusform>
            <numerusform>%n Spiele in %1 importiert (%2 bereits vorhanden), %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n neuer Spieler</numerusform>
            <numerusform>%n neue Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported players: %n new</source>
        <translation>
            <numerusform>Spieler importiert: %n neuer</numerusform>
            <numerusform>Spieler importiert: %n neue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaderboard(s) replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</source>
        <translation>
            <numerusform>%n Rangliste neu berechnet, davon %1 mit ihrer zwischengespeicherten Tabelle verglichen (%2 veraltet, wird beim nächsten Lesen neu berechnet)</numerusform>
            <numerusform>%n Ranglisten neu berechnet, davon %1 mit ihren zwischengespeicherten Tabellen verglichen (%2 veraltet, werden beim nächsten Lesen neu berechnet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>check found %n problem(s):</source>
        <translation>
            <numerusform>check hat %n Problem gefunden:</numerusform>
            <numerusform>check hat %n Probleme gefunden:</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>%1 angelegt</translation>
    </message>
    <message>
        <source>created the demo club in %1</source>
        <translation>Demo-Club in %1 angelegt</translation>
    </message>
    <message>
        <source>restored %1</source>
        <translation>%1 wiederhergestellt</translation>
    </message>
    <message>
        <source>game %1 cannot be rated: %2; correct it with &apos;games edit %1&apos; or delete it</source>
        <translation>Spiel %1 kann nicht gewertet werden: %2; korrigieren Sie es mit „games edit %1“ oder löschen Sie es</translation>
    </message>
    <message>
        <source>not enough memory for this command on %1</source>
        <translation>nicht genug Arbeitsspeicher für diesen Befehl auf %1</translation>
    </message>
    <message>
        <source>%1 could not be read as a Podium club: %2</source>
        <translation>%1 konnte nicht als Podium-Club gelesen werden: %2</translation>
    </message>
    <message>
        <source>Algorithms and their parameters:
  trueskill   mu sigma beta tau draw_probability k
  elo         variant (logistic|gaussian) k start beta
  zonestats   t game_mult max_game_length start
  glicko2     period (game|day|week|month) start rd volatility tau
</source>
        <extracomment>podium-cli --help, part 3 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation>Algorithmen und ihre Parameter:
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
        <translation>Optionen:
  -h, --help      diese Hilfe anzeigen
  -v, --version   die Version anzeigen
</translation>
    </message>
    <message>
        <source>rate reads the game from standard input and takes no arguments</source>
        <translation>rate liest das Spiel von der Standardeingabe und nimmt keine Argumente an</translation>
    </message>
    <message>
        <source>replay needs one history file (or - for standard input)</source>
        <translation>replay braucht genau eine Historiendatei (oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;</source>
        <translation>%1:%2: Spiel „%3“</translation>
    </message>
    <message>
        <source>, player &apos;%1&apos;</source>
        <translation>, Spieler „%1“</translation>
    </message>
    <message>
        <source>, column &apos;%1&apos;</source>
        <translation>, Spalte „%1“</translation>
    </message>
    <message>
        <source>generate takes no arguments besides its options</source>
        <translation>generate nimmt außer seinen Optionen keine Argumente an</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed: „%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>no command given; try podium-cli --help</source>
        <translation>kein Befehl angegeben; siehe podium-cli --help</translation>
    </message>
    <message>
        <source>usage: podium-cli --db FILE COMMAND ...</source>
        <translation>Aufruf: podium-cli --db FILE COMMAND ...</translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s), %3)</source>
        <translation>
            <numerusform>Turnier %1 angelegt (%2, %n Teilnehmer, %3)</numerusform>
            <numerusform>Turnier %1 angelegt (%2, %n Teilnehmer, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s))</source>
        <translation>
            <numerusform>Turnier %1 angelegt (%2, %n Teilnehmer)</numerusform>
            <numerusform>Turnier %1 angelegt (%2, %n Teilnehmer)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joins %2 from round %3</source>
        <translation>%1 nimmt ab Runde %3 an %2 teil</translation>
    </message>
    <message>
        <source>%1 withdraws from %2 after round %3</source>
        <translation>%1 zieht sich nach Runde %3 aus %2 zurück</translation>
    </message>
    <message>
        <source>event show: &apos;%1&apos; is not a round</source>
        <translation>event show: „%1“ ist keine Runde</translation>
    </message>
    <message>
        <source>--ranks: &apos;%1&apos; is not a rank</source>
        <translation>--ranks: „%1“ ist keine Platzierung</translation>
    </message>
    <message>
        <source>event result: ROUND and TABLE are numbers (%1 %2 given)</source>
        <translation>event result: ROUND und TABLE sind Zahlen (angegeben: %1 %2)</translation>
    </message>
    <message>
        <source>round %1, table %2: game %3</source>
        <translation>Runde %1, Tisch %2: Spiel %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>deleted event %1 (its games stay in the history)</source>
        <translation>Turnier %1 gelöscht (seine Spiele bleiben in der Historie)</translation>
    </message>
    <message>
        <source>%1; quality %2</source>
        <translation>%1; Qualität %2</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>%1 gewinnt mit %2</translation>
    </message>
    <message>
        <source>--together and --apart apply to --mode teams:K</source>
        <translation>--together und --apart gelten nur für --mode teams:K</translation>
    </message>
    <message>
        <source>standard input is larger than the %1 MiB Podium reads</source>
        <translation>die Standardeingabe ist größer als die %1 MiB, die Podium liest</translation>
    </message>
    <message>
        <source>not enough memory for this command and its input</source>
        <translation>nicht genug Arbeitsspeicher für diesen Befehl und seine Eingabe</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>Schreiben auf die Standardausgabe nicht möglich: %1</translation>
    </message>
    <message numerus="yes">
        <source>exported event %1 to %2 (%n player(s), %3)</source>
        <translation>
            <numerusform>Turnier %1 nach %2 exportiert (%n Spieler, %3)</numerusform>
            <numerusform>Turnier %1 nach %2 exportiert (%n Spieler, %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message numerus="yes">
        <source>imported event %1 (%n player(s), %2; %3)</source>
        <translation>
            <numerusform>Turnier %1 importiert (%n Spieler, %2; %3)</numerusform>
            <numerusform>Turnier %1 importiert (%n Spieler, %2; %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
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
        <translation>Aufruf: podium-cli COMMAND [OPTIONS]

Der Wertungsrechner von Podium, der auch Spielhistorien neu berechnet.

Befehle:
  rate --algorithm A [--param NAME=VALUE ...]          ein Spiel (JSON auf der Standardeingabe) werten
  replay --algorithm A [--param NAME=VALUE ...] FILE   eine Spielhistorie als CSV neu berechnen (- für die
                                                       Standardeingabe) und die Tabelle als CSV ausgeben;
                                                       eine Datei in Datumsfolge wird beim Lesen gewertet,
                                                       mit wenig Speicher (Glicko-2 mit Perioden: ganz
                                                       gelesen), jede andere ganz gelesen und nach Datum
                                                       sortiert
  generate --kind h2h|ffa|team --players N --games M --seed S [--team-size K] [--ffa-size K]
                                                       eine synthetische Spielhistorie als CSV schreiben
</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: „%1“ ist weder a4 noch letter</translation>
    </message>
    <message>
        <source>event %1 has no round paired yet</source>
        <translation>Turnier %1 hat noch keine gepaarte Runde</translation>
    </message>
    <message>
        <source>round: &apos;%1&apos; is not a round of event %2 (1 to %3)</source>
        <translation>Runde: „%1“ ist keine Runde von Turnier %2 (1 bis %3)</translation>
    </message>
    <message>
        <source>event %1 is not an elimination: it has no bracket</source>
        <translation>Turnier %1 wird nicht im K.-o.-System gespielt: es hat keinen Turnierbaum</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not html, pdf, csv or json</source>
        <translation>--format: „%1“ ist weder html noch pdf, csv oder json</translation>
    </message>
    <message>
        <source>export round: &apos;%1&apos; is not a round number</source>
        <translation>export round: „%1“ ist keine Rundennummer</translation>
    </message>
    <message>
        <source>export %1 writes %2, not %3</source>
        <translation>export %1 schreibt %2, nicht %3</translation>
    </message>
    <message>
        <source>%1: the file&apos;s extension does not say the format; export %2 writes %3: name the file after one of them or give --format</source>
        <translation>%1: die Dateiendung nennt kein Format; export %2 schreibt %3: die Datei nach einem davon benennen oder --format angeben</translation>
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
                                              die Live-Anzeige: Ranglisten, Turniere und Spieler als
                                              Webseiten für die Handys im Saal, nur lesbar und
                                              unverschlüsselt, bis Strg+C (sonst auf der LAN-Adresse
                                              dieses Computers, Port 8080 oder dem nächsten freien)
</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address of this computer (such as %2)</source>
        <translation>--bind: „%1“ ist keine IP-Adresse dieses Computers (wie %2)</translation>
    </message>
    <message>
        <source>--port: &apos;%1&apos; is not a port number (0 to 65535)</source>
        <translation>--port: „%1“ ist keine Portnummer (0 bis 65535)</translation>
    </message>
    <message>
        <source>port %1 is in use; the board took port %2</source>
        <translation>Port %1 ist belegt; die Anzeige nimmt Port %2</translation>
    </message>
    <message>
        <source>The live board of %1 listens on every network of this computer, at:</source>
        <translation>Die Live-Anzeige von %1 lauscht in jedem Netz dieses Computers, unter:</translation>
    </message>
    <message>
        <source>The live board of %1 is at %2</source>
        <translation>Die Live-Anzeige von %1 ist unter %2 erreichbar</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Strg+C beendet sie.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm &apos;%1&apos;; the algorithms are %2</source>
        <translation>--algorithm: unbekannter Algorithmus „%1“; die Algorithmen sind %2</translation>
    </message>
    <message>
        <source>--param %1: none of the algorithms compared has the parameter &apos;%2&apos;</source>
        <translation>--param %1: keiner der verglichenen Algorithmen hat den Parameter „%2“</translation>
    </message>
    <message numerus="yes">
        <source>Backtest of %1: %n game(s)</source>
        <translation>
            <numerusform>Backtest von %1: %n Spiel</numerusform>
            <numerusform>Backtest von %1: %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>prediction error</source>
        <translation>Vorhersagefehler</translation>
    </message>
    <message>
        <source>log-loss</source>
        <translation>Log-Loss</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>Best by log-loss: %1</source>
        <translation>Beste nach Log-Loss: %1</translation>
    </message>
    <message>
        <source>Best by prediction error (no duels for a log-loss): %1</source>
        <translation>Beste nach Vorhersagefehler (keine Duelle für einen Log-Loss): %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Calibration of the duels: by the probability given to the side entered first, the mean predicted and the share it won (games)</source>
        <translation>Kalibrierung der Duelle: nach der Wahrscheinlichkeit für die zuerst eingetragene Seite die mittlere Vorhersage und ihr Anteil an Siegen (Spiele)</translation>
    </message>
    <message>
        <source>bin</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, csv or json</source>
        <translation>--format: „%1“ ist nicht text, csv oder json</translation>
    </message>
    <message>
        <source>backtest needs one history file (or - for standard input)</source>
        <translation>backtest braucht eine Verlaufsdatei (oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>alle Spiele</translation>
    </message>
    <message>
        <source>--leaderboard and --discipline: give one; a leaderboard has its discipline</source>
        <translation>--leaderboard und --discipline: nur eines angeben; eine Rangliste hat ihre Disziplin</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;</source>
        <translation>Rangliste „%1“</translation>
    </message>
    <message>
        <source>discipline &apos;%1&apos;</source>
        <translation>Disziplin „%1“</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a date (YYYY-MM-DD)</source>
        <translation>--%1: „%2“ ist kein Datum (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>%1 has no games to backtest</source>
        <translation>%1 hat keine Spiele für einen Backtest</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; with --db the commands are init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve and backtest</source>
        <translation>unbekannter Befehl „%1“; mit --db sind die Befehle init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve und backtest</translation>
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
                                              welche Wertung diese Spiele am besten vorhersagt: für jedes
                                              Spiel wird die Vorhersage bewertet, bevor es in die Wertung
                                              eingeht (der Vorhersagefehler des TrueSkill-Artikels, seine
                                              „herausgefordert“-Matrix und Unentschieden nach Spielqualität;
                                              Log-Loss, Brier-Score und Kalibrierung der Duelle); ohne
                                              Angabe TrueSkill, Elo, Glicko-2 und, wo jeder Spieler Punkte
                                              und Minuten hat, ZoneStats; Durchläufe multiplizieren sich
                                              (höchstens 500)
</translation>
    </message>
    <message>
        <source>pairs of sides with different places: %1; draws (pairs that shared a place): %2; duels (one player against one, no draw): %3</source>
        <translation>Paare von Seiten mit verschiedenen Plätzen: %1; Unentschieden (Paare mit geteiltem Platz): %2; Duelle (ein Spieler gegen einen, kein Unentschieden): %3</translation>
    </message>
    <message numerus="yes">
        <source>Challenged: the prediction error on the 20 % of games that each algorithm&apos;s best setting found tightest (%n game(s))</source>
        <translation>
            <numerusform>Herausgefordert: der Vorhersagefehler in den 20 % der Spiele, die die beste Einstellung jedes Algorithmus am knappsten fand (%n Spiel)</numerusform>
            <numerusform>Herausgefordert: der Vorhersagefehler in den 20 % der Spiele, die die beste Einstellung jedes Algorithmus am knappsten fand (%n Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws against match quality: the share of all draws within the tightest x % of games</source>
        <translation>Unentschieden nach Spielqualität: der Anteil aller Unentschieden in den knappsten x % der Spiele</translation>
    </message>
    <message>
        <source>game %1 (%2)</source>
        <translation>Spiel %1 (%2)</translation>
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
        <translation>Befehle für die Club-Datenbank (podium-cli --db FILE COMMAND):
  init                                        eine leere Datenbank anlegen
  import games FILE.csv [--discipline NAME]   die Austausch-CSV importieren, ganz oder gar nicht
        [--names PLAYERS.csv | --name-column COLUMN | --readable-ids] [--tell-apart]
                                              die Namen der Spieler: aus einer Spielerdatei (Spalten participant
                                              oder id, und name), aus einer Spalte der Spieldatei oder als
                                              lesbar gemachte IDs (ann-lee: Ann Lee); IDs ohne Namen bleiben;
                                              --tell-apart hängt die ID an Namen an, die sich zwei Spieler
                                              teilen würden und die sonst abgelehnt werden
  players list | add NAME | rename OLD NEW | merge FROM INTO | retire NAME | delete NAME
  games list [--player NAME] [--discipline D] [--format csv|json]
  games add | games edit ID                   ein Spiel als JSON auf der Standardeingabe
  games delete ID
  leaderboard list | create NAME --algorithm A [--discipline D] [--param NAME=VALUE ...]
                                              [--from DATE] [--to DATE] | set NAME --param ...
  leaderboard fit-draw NAME [--set]           die Unentschieden-Wahrscheinlichkeit für TrueSkill aus den Spielen der
                                              Rangliste ermitteln (unentschiedene Seitenpaare, in der
                                              Zielreihenfolge direkt nebeneinander), und sie setzen
  standings [LEADERBOARD] [--format csv|json]
  history PLAYER [LEADERBOARD]                die Wertung nach jedem Spiel, mit Sigma
  export games FILE.csv | export standings [LEADERBOARD] FILE.csv|.json|.html|.pdf
  export event NAME FILE.html|.pdf|.csv|.json die laufende Runde und die Tabelle eines Turniers
  export round EVENT [N] FILE.html|.pdf       die Paarungen der Runde N (ohne N die laufende)
  export bracket EVENT FILE.html|.pdf | export player NAME FILE.html|.pdf
                                              --format html|pdf|csv|json statt der Dateiendung,
                                              --paper a4|letter für ein PDF; die HTML-Dateien stehen
                                              für sich, für die Website des Clubs
  backup FILE.json | restore FILE.json        eine vollständige Sicherung und ihre
                                              Wiederherstellung in eine neue Datenbank
  import players FILE.csv                     Spalten name, display_name, affiliation, notes, retired
  check                                       Integrität, und ob die zwischengespeicherten Tabellen einer
                                              frischen Neuberechnung entsprechen
  pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K [--together A+B,...] [--apart A+B,...]
                                              vorgeschlagene Spiele mit Spielqualität und Siegwahrscheinlichkeit
  event create NAME --format swiss|roundrobin|single|double|heats --discipline D [--leaderboard L]
        --entrants A,B,... [--rounds N] [--lobby K] [--option NAME=VALUE ...]
                                              Optionen: win draw loss bye places tiebreaks pairing
                                              style double sides accelerated colour ratings
                                              (style bei swiss: fide|games|rating; accelerated: baku;
                                              colour: white|black|lot, die des besten Spielers an Brett 1
                                              in Runde 1)
  event list | join NAME PLAYER [--half-byes] | withdraw NAME PLAYER | delete NAME
                                              --half-byes: ein halbes Freilos für jede verpasste Runde
  event bye NAME PLAYER [--round N] [--cancel]
                                              ein vor einer Runde beantragtes halbes Freilos (ohne --round
                                              die nächste)
  event next NAME                             nächste Runde paaren: round,table,side,player (side 0: Freilos)
  event repair NAME                           die letzte Runde neu paaren, solange sie kein Ergebnis hat
  event set NAME --leaderboard L              die Rangliste, die das Turnier ab jetzt wertet
                                              (&quot;&quot;: die der Disziplin)
  event show NAME [ROUND]                     Paarungen mit Qualität, Siegwahrscheinlichkeit, Ergebnis, Notizen
  event result NAME ROUND TABLE --ranks R1,R2,... | --games W1-W2[-D]
                                              eine Platzierung pro Seite oder die gewonnenen (und
                                              unentschiedenen) Spiele eines Matches
  event standings NAME [--format csv|json]    Punkte, Feinwertungen und was jeden Platz entschieden hat
  event export NAME FILE.trf                  das Turnier als FIDE-TRF-16-Datei
  event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]
                                              ein Turnier im Schweizer System aus einer TRF-Datei,
                                              fortzusetzen mit event next
podium-cli demo --db FILE                     einen Demo-Club anlegen: 40 Mitglieder,
                                              zwei Jahre, drei Disziplinen
</translation>
    </message>
    <message>
        <source>--half-byes applies to event join</source>
        <translation>--half-byes gilt nur für event join</translation>
    </message>
    <message>
        <source>%1: a half-point bye in each round missed: %2</source>
        <translation>%1: ein halbes Freilos in jeder verpassten Runde: %2</translation>
    </message>
    <message>
        <source>%1 has no half-point bye in round %2 of %3</source>
        <translation>%1 hat kein halbes Freilos in Runde %2 von %3</translation>
    </message>
    <message>
        <source>%1 has a half-point bye in round %2 of %3</source>
        <translation>%1 hat ein halbes Freilos in Runde %2 von %3</translation>
    </message>
    <message>
        <source>event %1 is rated by no leaderboard</source>
        <translation>Turnier %1 wird von keiner Rangliste gewertet</translation>
    </message>
    <message>
        <source>event %1 is rated by %2</source>
        <translation>Turnier %1 wird von %2 gewertet</translation>
    </message>
    <message>
        <source>checked: SQLite&apos;s integrity_check and foreign_key_check, the schema (version %1), every value as a restore of a backup would read it, %2</source>
        <translation>geprüft: integrity_check und foreign_key_check von SQLite, das Schema (Version %1), jeder Wert so, wie ihn die Wiederherstellung einer Sicherung lesen würde, %2</translation>
    </message>
    <message>
        <source>%1: unexpected argument &apos;%2&apos;; see podium-cli --help</source>
        <translation>%1: unerwartetes Argument „%2“; siehe podium-cli --help</translation>
    </message>
    <message>
        <source>game id &apos;%1&apos; is not a positive whole number</source>
        <translation>Spiel-ID „%1“ ist keine positive ganze Zahl</translation>
    </message>
    <message>
        <source>--team-size applies to --kind team</source>
        <translation>--team-size gilt nur für --kind team</translation>
    </message>
    <message>
        <source>--ffa-size applies to --kind ffa</source>
        <translation>--ffa-size gilt nur für --kind ffa</translation>
    </message>
    <message>
        <source>demo needs the file to create: podium-cli demo --db FILE (or podium-cli --db FILE demo)</source>
        <translation>demo braucht die anzulegende Datei: podium-cli demo --db FILE (oder podium-cli --db FILE demo)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the commands are rate, replay, generate, backtest and demo --db FILE, and on a club --db FILE COMMAND (see podium-cli --help)</source>
        <translation>unbekannter Befehl „%1“; die Befehle sind rate, replay, generate, backtest und demo --db FILE, und für einen Club --db FILE COMMAND (siehe podium-cli --help)</translation>
    </message>
    <message>
        <source>event %1 has rounds 1 to %2, not %3</source>
        <translation>Turnier %1 hat die Runden 1 bis %2, nicht %3</translation>
    </message>
    <message>
        <source>PDF files and the live board are made by %1, which cannot be started: %2</source>
        <translation>PDF-Dateien und die Live-Anzeige erstellt %1, das nicht gestartet werden kann: %2</translation>
    </message>
    <message>
        <source>checked: the club&apos;s tables on the server (which checks every reference as it is written), the schema (version %1), every value as a restore of a backup would read it, %2</source>
        <translation>geprüft: die Tabellen des Clubs auf dem Server (der jeden Verweis beim Schreiben prüft), das Schema (Version %1), jeder Wert so, wie ihn die Wiederherstellung einer Sicherung liest, %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a report number (event reports NAME lists them)</source>
        <translation>„%1“ ist keine Meldungsnummer (event reports NAME listet sie auf)</translation>
    </message>
    <message>
        <source>report %1 is of %2, not %3</source>
        <translation>Meldung %1 gehört zu %2, nicht zu %3</translation>
    </message>
    <message>
        <source>--player and --all: give one of them</source>
        <translation>--player und --all: nur eines angeben</translation>
    </message>
    <message>
        <source>--board: &apos;%1&apos; is not the live board&apos;s address, such as http://192.168.1.20:8080/</source>
        <translation>--board: „%1“ ist nicht die Adresse der Live-Anzeige, etwa http://192.168.1.20:8080/</translation>
    </message>
    <message>
        <source>players do not report results of %1; turn it on first (event set %1 reporting=on)</source>
        <translation>die Spieler von %1 melden ihre Ergebnisse nicht selbst; schalten Sie das zuerst ein (event set %1 reporting=on)</translation>
    </message>
    <message>
        <source>every entrant of %1 has a code already; --player P gives one a new code, --all everyone (the codes given before stop working)</source>
        <translation>jeder Teilnehmer von %1 hat bereits einen Code; --player P gibt einem Spieler einen neuen Code, --all allen (die bisher ausgegebenen Codes gelten dann nicht mehr)</translation>
    </message>
    <message>
        <source>report %1 is %2 already</source>
        <translation>Meldung %1 ist bereits %2</translation>
    </message>
    <message numerus="yes">
        <source>round %1, table %2: %3 (game %4); %n report(s) settled</source>
        <translation>
            <numerusform>Runde %1, Tisch %2: %3 (Spiel %4); %n Meldung erledigt</numerusform>
            <numerusform>Runde %1, Tisch %2: %3 (Spiel %4); %n Meldungen erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>report %1 (round %2, table %3, by %4) rejected</source>
        <translation>Meldung %1 (Runde %2, Tisch %3, von %4) abgelehnt</translation>
    </message>
    <message>
        <source>players of %1 now report their results on the live board; give them their codes (event codes %1)</source>
        <translation>die Spieler von %1 melden ihre Ergebnisse jetzt selbst über die Live-Anzeige; geben Sie ihnen ihre Codes (event codes %1)</translation>
    </message>
    <message>
        <source>players of %1 no longer report their results on the live board</source>
        <translation>die Spieler von %1 melden ihre Ergebnisse nicht mehr selbst über die Live-Anzeige</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv, html or pdf</source>
        <translation>--format: „%1“ ist weder csv noch html noch pdf</translation>
    </message>
    <message>
        <source>It changes nothing but the results players report for events that let them, and it is unencrypted: for the hall&apos;s own network only.</source>
        <translation>Sie ändert nichts außer den Ergebnissen, die Spieler in Turnieren melden, die das zulassen, und sie ist unverschlüsselt: nur für das eigene Netz des Saals.</translation>
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
Mehr zu einem Club (podium-cli --db FILE COMMAND):
  event final HEATS --top N [--name NAME]     ein Finale mit einer Lobby für die besten N des
                                              Stands der Vorläufe, in ihrer Reihenfolge
  pair LEADERBOARD --players A,B,... --mode matches:N
                                              zwei ausgeglichene Teams zu N je Spiel, so viele Spiele,
                                              wie die Spieler füllen; die übrigen setzen aus
</translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (heats, one lobby of %n: %2)</source>
        <translation>
            <numerusform>Turnier %1 angelegt (Vorläufe, eine Lobby mit %n Spieler: %2)</numerusform>
            <numerusform>Turnier %1 angelegt (Vorläufe, eine Lobby mit %n Spielern: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>--mode: &apos;%1&apos; is not h2h, teams:K, matches:N or ffa:K</source>
        <translation>--mode: „%1“ ist nicht h2h, teams:K, matches:N oder ffa:K</translation>
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
Bekannte Wertungen und Abwesenheiten (podium-cli --db FILE COMMAND):
  players rating NAME [--rating N] [--system S] [--id ID] [--federation FED] [--title T]
                                              die Wertung eines Spielers von außerhalb des Clubs
                                              (FIDE, national) mit ID, Verband und Titel; ein
                                              Schweizer System setzt danach mit --option
                                              pairing=known, oder nach Wertung, wo die Rangliste
                                              keinen von ihnen kennt
  import players FILE.csv                     auch die Spalten rating, rating_system, rating_id,
                                              federation und title
  event bye NAME PLAYER --absent [--round N] [--cancel]
                                              abwesend in einer Runde eines Schweizer Systems
                                              (der nächsten): nicht gepaart, keine Punkte, weiter
                                              im Turnier
</translation>
    </message>
    <message>
        <source>%1 is not absent from round %2 of %3</source>
        <translation>%1 ist in Runde %2 von %3 nicht abwesend</translation>
    </message>
    <message>
        <source>%1 is absent from round %2 of %3</source>
        <translation>%1 ist in Runde %2 von %3 abwesend</translation>
    </message>
</context>
<context>
    <name>ClubLocation</name>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Create event %1</source>
        <translation>Turnier %1 erstellen</translation>
    </message>
    <message>
        <source>Delete event %1</source>
        <translation>Turnier %1 löschen</translation>
    </message>
    <message>
        <source>Pair the next round of %1</source>
        <translation>Nächste Runde von %1 auslosen</translation>
    </message>
    <message>
        <source>Pair round %1 of %2</source>
        <translation>Runde %1 von %2 auslosen</translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3</source>
        <translation>Ergebnis von %1, Runde %2, Tisch %3</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>%1 bei %2 anmelden</translation>
    </message>
    <message>
        <source>%1 withdraws from %2</source>
        <translation>%1 aus %2 zurückziehen</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>free for all of %1</source>
        <translation>Alle gegen alle (%1 Spieler)</translation>
    </message>
    <message>
        <source>team game of %1</source>
        <translation>Teamspiel (%1 Spieler)</translation>
    </message>
    <message>
        <source>Add result %1</source>
        <translation>Ergebnis %1 hinzufügen</translation>
    </message>
    <message>
        <source>Edit result %1</source>
        <translation>Ergebnis %1 bearbeiten</translation>
    </message>
    <message>
        <source>Delete result %1</source>
        <translation>Ergebnis %1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>Import %n game(s)</source>
        <translation>
            <numerusform>%n Spiel importieren</numerusform>
            <numerusform>%n Spiele importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Create leaderboard %1</source>
        <translation>Rangliste %1 erstellen</translation>
    </message>
    <message>
        <source>Change the parameters of %1</source>
        <translation>Parameter von %1 ändern</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Spieler %1 hinzufügen</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Retire %1</source>
        <translation>%1 deaktivieren</translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation>%1 reaktivieren</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>%1 mit %2 zusammenführen</translation>
    </message>
    <message>
        <source>Delete player %1</source>
        <translation>Spieler %1 löschen</translation>
    </message>
    <message>
        <source>Import players from %1</source>
        <translation>Spieler aus %1 importieren</translation>
    </message>
    <message>
        <source>Change leaderboard %1</source>
        <translation>Rangliste %1 ändern</translation>
    </message>
    <message>
        <source>Delete leaderboard %1</source>
        <translation>Rangliste %1 löschen</translation>
    </message>
    <message>
        <source>Forfeit at %1, round %2, table %3</source>
        <translation>Kampflos bei %1, Runde %2, Tisch %3</translation>
    </message>
    <message>
        <source>Import event %1</source>
        <translation>Turnier %1 importieren</translation>
    </message>
    <message>
        <source>Rate %1 by %2</source>
        <translation>%1 mit %2 werten</translation>
    </message>
    <message>
        <source>its discipline&apos;s leaderboard</source>
        <translation>der Rangliste seiner Disziplin</translation>
    </message>
    <message>
        <source>Pair the last round of %1 again</source>
        <translation>Letzte Runde von %1 neu auslosen</translation>
    </message>
    <message>
        <source>Pair round %1 of %2 again</source>
        <translation>Runde %1 von %2 neu auslosen</translation>
    </message>
    <message>
        <source>Half-point bye for %1 in round %2 of %3</source>
        <translation>Halbes Freilos für %1 in Runde %2 von %3</translation>
    </message>
    <message>
        <source>No half-point bye for %1 in round %2 of %3</source>
        <translation>Kein halbes Freilos für %1 in Runde %2 von %3</translation>
    </message>
    <message>
        <source>Another program has deleted %1 since; this undo was skipped.</source>
        <translation>Ein anderes Programm hat %1 inzwischen gelöscht; dieser Schritt wurde nicht rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Another program has deleted %1 since; this redo was skipped.</source>
        <translation>Ein anderes Programm hat %1 inzwischen gelöscht; dieser Schritt wurde nicht wiederhergestellt.</translation>
    </message>
    <message>
        <source>Another program has added %1 since; this undo was skipped.</source>
        <translation>Ein anderes Programm hat %1 inzwischen hinzugefügt; dieser Schritt wurde nicht rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Another program has added %1 since; this redo was skipped.</source>
        <translation>Ein anderes Programm hat %1 inzwischen hinzugefügt; dieser Schritt wurde nicht wiederhergestellt.</translation>
    </message>
    <message>
        <source>Another program has changed %1 since; this undo was skipped.</source>
        <translation>Ein anderes Programm hat %1 inzwischen geändert; dieser Schritt wurde nicht rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Another program has changed %1 since; this redo was skipped.</source>
        <translation>Ein anderes Programm hat %1 inzwischen geändert; dieser Schritt wurde nicht wiederhergestellt.</translation>
    </message>
    <message>
        <source>the event %1</source>
        <translation>das Turnier %1</translation>
    </message>
    <message>
        <source>the game %1</source>
        <translation>das Spiel %1</translation>
    </message>
    <message>
        <source>a game of this import</source>
        <translation>ein Spiel dieses Imports</translation>
    </message>
    <message>
        <source>the leaderboard %1</source>
        <translation>die Rangliste %1</translation>
    </message>
    <message>
        <source>the player %1</source>
        <translation>den Spieler %1</translation>
    </message>
    <message>
        <source>a game of event %1</source>
        <translation>ein Spiel des Turniers %1</translation>
    </message>
    <message>
        <source>Another program has since added a game under the number this one had (%1); this undo was skipped.</source>
        <translation>Ein anderes Programm hat inzwischen ein Spiel unter der Nummer hinzugefügt, die dieses hatte (%1); dieser Schritt wurde nicht rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Another program has since added a game under the number this one had (%1); this redo was skipped.</source>
        <translation>Ein anderes Programm hat inzwischen ein Spiel unter der Nummer hinzugefügt, die dieses hatte (%1); dieser Schritt wurde nicht wiederhergestellt.</translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3 (players&apos; reports)</source>
        <translation>Ergebnis von %1, Runde %2, Tisch %3 (Meldungen der Spieler)</translation>
    </message>
    <message>
        <source>the desk entered another result</source>
        <translation>die Turnierleitung hat ein anderes Ergebnis eingetragen</translation>
    </message>
    <message numerus="yes">
        <source>Reject %n report(s)</source>
        <translation>
            <numerusform>%n Meldung ablehnen</numerusform>
            <numerusform>%n Meldungen ablehnen</numerusform>
        </translation>
    </message>
    <message>
        <source>report %1 is %2 already</source>
        <translation>Meldung %1 ist bereits %2</translation>
    </message>
    <message>
        <source>rejected at the desk</source>
        <translation>von der Turnierleitung abgelehnt</translation>
    </message>
    <message>
        <source>Let players of %1 report results</source>
        <translation>Spieler von %1 ihre Ergebnisse melden lassen</translation>
    </message>
    <message>
        <source>Stop players of %1 reporting results</source>
        <translation>Ergebnismeldungen der Spieler von %1 beenden</translation>
    </message>
    <message>
        <source>this club is read-only, and of a version of Podium before players&apos; reports: they need a copy that can be written</source>
        <translation>dieser Club ist schreibgeschützt und stammt aus einer Podium-Version vor den Ergebnismeldungen der Spieler: dafür ist eine beschreibbare Kopie nötig</translation>
    </message>
    <message>
        <source>Add players %1</source>
        <translation>Spieler %1 hinzufügen</translation>
    </message>
    <message>
        <source>%1 absent from round %2 of %3</source>
        <translation>%1 abwesend in Runde %2 von %3</translation>
    </message>
    <message>
        <source>%1 not absent from round %2 of %3</source>
        <translation>%1 nicht abwesend in Runde %2 von %3</translation>
    </message>
    <message>
        <source>Edit player %1</source>
        <translation>Spieler %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>%1 already holds a club; the demo goes into a new database</source>
        <translation>%1 enthält bereits einen Club; der Demo-Club kommt in eine neue Datenbank</translation>
    </message>
    <message>
        <source>format: &apos;%1&apos; is not a format (%2)</source>
        <translation>format: „%1“ ist kein Modus (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is over: %2 won it</source>
        <translation>Turnier „%1“ ist beendet: %2 hat gewonnen</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no match to play</source>
        <translation>Turnier „%1“ hat kein Spiel mehr zu spielen</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is not finished: table %3 has no result</source>
        <translation>Turnier „%1“: Runde %2 ist nicht abgeschlossen: Tisch %3 hat kein Ergebnis</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2</source>
        <translation>Turnier „%1“: %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has played all its %2 rounds</source>
        <translation>Turnier „%1“ hat alle %2 Runden gespielt</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is entered twice</source>
        <translation>Turnier „%1“: %2 ist doppelt angemeldet</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: an event needs at least two entrants</source>
        <translation>Turnier „%1“: ein Turnier braucht mindestens zwei Teilnehmer</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a lobby needs room for at least two players</source>
        <translation>Turnier „%1“: eine Lobby muss Platz für mindestens zwei Spieler haben</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: the number of rounds cannot be negative</source>
        <translation>Turnier „%1“: die Rundenzahl darf nicht negativ sein</translation>
    </message>
    <message>
        <source>there is already an event called &apos;%1&apos;</source>
        <translation>es gibt bereits ein Turnier namens „%1“</translation>
    </message>
    <message>
        <source> is a bye: it has no result to enter</source>
        <translation> ist ein Freilos: dafür gibt es kein Ergebnis einzutragen</translation>
    </message>
    <message>
        <source>: %1 rank(s) for %2 sides</source>
        <translation>: die Zahl der Platzierungen (%1) passt nicht zur Zahl der Seiten (%2)</translation>
    </message>
    <message>
        <source>: rank %1 of side %2 is not 1 or more</source>
        <translation>: Platzierung %1 der Seite %2 ist kleiner als 1</translation>
    </message>
    <message>
        <source>: an elimination game needs a winner</source>
        <translation>: ein K.-o.-Spiel braucht einen Sieger</translation>
    </message>
    <message>
        <source>option %1: &apos;%2&apos; is not a number</source>
        <translation>Option %1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>option places: &apos;%1&apos; is not a number</source>
        <translation>Option places: „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>option places: give the points of each place, such as 10-8-6-5-4-3-2-1</source>
        <translation>Option places: geben Sie die Punkte für jeden Platz an, etwa 10-8-6-5-4-3-2-1</translation>
    </message>
    <message>
        <source>option tiebreaks: %1</source>
        <translation>Option tiebreaks: %1</translation>
    </message>
    <message>
        <source>option pairing: &apos;%1&apos; is not one of %2</source>
        <translation>Option pairing: „%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>ein Turnier braucht einen Namen</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: give its discipline</source>
        <translation>Turnier „%1“: geben Sie die Disziplin an</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a %2 event cannot take entrants once it has started</source>
        <translation>Turnier „%1“: ein Turnier im Modus %2 nimmt nach dem Start keine Teilnehmer mehr auf</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is already in it</source>
        <translation>Turnier „%1“: %2 nimmt bereits teil</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not playing in it</source>
        <translation>Turnier „%1“: %2 spielt darin nicht mit</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: in an elimination bracket a withdrawal is a lost game; enter it as the result of %2&apos;s match</source>
        <translation>Turnier „%1“: im K.-o.-Baum gilt ein Rückzug als verlorenes Spiel; tragen Sie ihn als Ergebnis des Spiels von %2 ein</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not in it</source>
        <translation>Turnier „%1“: %2 ist nicht angemeldet</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has been paired; withdraw them instead</source>
        <translation>Turnier „%1“: %2 wurde bereits gepaart; ziehen Sie den Spieler stattdessen zurück</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: only the last round, %2, can be taken back</source>
        <translation>Turnier „%1“: nur die letzte Runde (%2) kann zurückgenommen werden</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 has results; take them back first</source>
        <translation>Turnier „%1“: Runde %2 hat Ergebnisse; nehmen Sie diese zuerst zurück</translation>
    </message>
    <message>
        <source>there is no event called &apos;%1&apos;</source>
        <translation>es gibt kein Turnier namens „%1“</translation>
    </message>
    <message>
        <source>there is an event called &apos;%1&apos; again; the deleted one cannot come back under that name</source>
        <translation>es gibt wieder ein Turnier namens „%1“; das gelöschte kann unter diesem Namen nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>there is no event %1</source>
        <translation>es gibt kein Turnier %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a header with a &apos;name&apos; column</source>
        <translation>die Datei ist leer; erwartet wurde eine Kopfzeile mit einer Spalte „name“</translation>
    </message>
    <message>
        <source>the header has no column &apos;name&apos;</source>
        <translation>die Kopfzeile hat keine Spalte „name“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation>„%1“ ist nicht „yes“ oder „no“</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>„%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1: unexpected columns</source>
        <translation>%1: unerwartete Spalten</translation>
    </message>
    <message>
        <source>not a Podium backup</source>
        <translation>keine Podium-Sicherung</translation>
    </message>
    <message>
        <source>the backup comes from a newer Podium (schema version %1)</source>
        <translation>die Sicherung stammt von einer neueren Podium-Version (Schemaversion %1)</translation>
    </message>
    <message>
        <source>%1 is not empty; restore into a new database (init it first)</source>
        <translation>%1 ist nicht leer; stellen Sie in eine neue Datenbank wieder her (vorher mit init anlegen)</translation>
    </message>
    <message>
        <source>a game needs a discipline</source>
        <translation>ein Spiel braucht eine Disziplin</translation>
    </message>
    <message>
        <source>date: &apos;%1&apos; is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])</source>
        <translation>date: „%1“ ist kein Datum (YYYY-MM-DD oder YYYY-MM-DDTHH:MM[:SS])</translation>
    </message>
    <message>
        <source>discipline: a game needs a discipline</source>
        <translation>discipline: ein Spiel braucht eine Disziplin</translation>
    </message>
    <message>
        <source>: a participant needs a player</source>
        <translation>: ein Teilnehmer braucht einen Spieler</translation>
    </message>
    <message>
        <source>: rank %1; ranks start at 1 (the best)</source>
        <translation>: Platzierung %1; Platzierungen beginnen bei 1 (bester Platz)</translation>
    </message>
    <message>
        <source>: a team game needs every participant&apos;s team</source>
        <translation>: ein Teamspiel braucht das Team jedes Teilnehmers</translation>
    </message>
    <message>
        <source>: score and minutes must be finite numbers</source>
        <translation>: Punktzahl und Minuten müssen endliche Zahlen sein</translation>
    </message>
    <message>
        <source>a head-to-head game has two participants, this one has %1</source>
        <translation>ein Eins-gegen-eins-Spiel hat zwei Teilnehmer, dieses hat %1</translation>
    </message>
    <message>
        <source>a game needs at least two sides</source>
        <translation>ein Spiel braucht mindestens zwei Seiten</translation>
    </message>
    <message>
        <source>there is already a game %1</source>
        <translation>es gibt bereits ein Spiel %1</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>es gibt kein Spiel %1</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>der Import wurde abgebrochen; es wurde nichts importiert</translation>
    </message>
    <message>
        <source>there is no player called &apos;%1&apos;</source>
        <translation>es gibt keinen Spieler namens „%1“</translation>
    </message>
    <message>
        <source>pick a player or a team on each side</source>
        <translation>wählen Sie auf jeder Seite einen Spieler oder ein Team</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is on both sides</source>
        <translation>„%1“ steht auf beiden Seiten</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate this game: %2</source>
        <translation>Rangliste „%1“ kann dieses Spiel nicht werten: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>„%1“ ist kein Datum (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: %2</source>
        <translation>Rangliste „%1“: %2</translation>
    </message>
    <message>
        <source>a leaderboard needs a name</source>
        <translation>eine Rangliste braucht einen Namen</translation>
    </message>
    <message>
        <source>there is already a leaderboard called &apos;%1&apos;</source>
        <translation>es gibt bereits eine Rangliste namens „%1“</translation>
    </message>
    <message>
        <source>there is no leaderboard called &apos;%1&apos;</source>
        <translation>es gibt keine Rangliste namens „%1“</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate game %2: %3</source>
        <translation>Rangliste „%1“ kann Spiel %2 nicht werten: %3</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>ein Spieler braucht einen Namen</translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos;</source>
        <translation>es gibt bereits einen Spieler namens „%1“</translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos; (merge them instead?)</source>
        <translation>es gibt bereits einen Spieler namens „%1“ (stattdessen zusammenführen?)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; are the same player</source>
        <translation>„%1“ und „%2“ sind derselbe Spieler</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; both played game %3, so they are two people; nothing was merged</source>
        <translation>„%1“ und „%2“ haben beide in Spiel %3 gespielt, sind also zwei Personen; es wurde nichts zusammengeführt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has played %2 games and cannot be deleted without rewriting history; retire the player, or merge them into another entry for the same person</source>
        <translation>„%1“ hat %2 Spiele gespielt und kann nicht gelöscht werden, ohne die Historie umzuschreiben; deaktivieren Sie den Spieler oder führen Sie ihn mit einem anderen Eintrag derselben Person zusammen</translation>
    </message>
    <message>
        <source>game %1: %2; the database was changed outside Podium</source>
        <translation>Spiel %1: %2; die Datenbank wurde außerhalb von Podium geändert</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 ist doppelt genannt</translation>
    </message>
    <message>
        <source>a game needs at least two players; %1 given</source>
        <translation>ein Spiel braucht mindestens zwei Spieler; angegeben: %1</translation>
    </message>
    <message>
        <source>a split needs at least two teams</source>
        <translation>eine Aufteilung braucht mindestens zwei Teams</translation>
    </message>
    <message>
        <source>a lobby needs room for at least two players</source>
        <translation>eine Lobby muss Platz für mindestens zwei Spieler haben</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a player object</source>
        <translation>Spielerobjekt erwartet</translation>
    </message>
    <message>
        <source>unknown field (player, score, minutes, rated)</source>
        <translation>unbekanntes Feld (player, score, minutes, rated)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected an array of teams</source>
        <translation>Array von Teams erwartet</translation>
    </message>
    <message>
        <source>%1 ranks for %2 teams</source>
        <translation>%1 Platzierungen für %2 Teams</translation>
    </message>
    <message>
        <source>%1 names for %2 teams</source>
        <translation>%1 Namen für %2 Teams</translation>
    </message>
    <message>
        <source>expected a non-empty array of players</source>
        <translation>nicht leeres Array von Spielern erwartet</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>unerwarteter Text nach einem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen (setzen Sie das ganze Feld in Anführungszeichen und verdoppeln Sie das Anführungszeichen)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>%1 does not read this field (%2)</source>
        <translation>%1 liest dieses Feld nicht (%2)</translation>
    </message>
    <message>
        <source>rating, score, minutes, rated</source>
        <translation>rating, score, minutes, rated</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;teams&quot; and &quot;ranks&quot;</source>
        <translation>JSON-Objekt mit &quot;teams&quot; und &quot;ranks&quot; erwartet</translation>
    </message>
    <message>
        <source>the file is empty; expected the header </source>
        <translation>die Datei ist leer; erwartet wurde die Kopfzeile </translation>
    </message>
    <message>
        <source>the header names column %1 twice</source>
        <translation>die Kopfzeile nennt Spalte %1 zweimal</translation>
    </message>
    <message>
        <source>the header has no column &apos;%1&apos;</source>
        <translation>die Kopfzeile hat keine Spalte „%1“</translation>
    </message>
    <message>
        <source>%1 fields, but the header has at least %2</source>
        <translation>%1 Felder, aber die Kopfzeile hat mindestens %2</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of game (h2h, ffa or team)</source>
        <translation>„%1“ ist keine Spielart (h2h, ffa oder team)</translation>
    </message>
    <message>
        <source>expected NAME=VALUE</source>
        <translation>NAME=WERT erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two of the players joined by +</source>
        <translation>„%1“ ist kein mit + verbundenes Spielerpaar</translation>
    </message>
    <message>
        <source>the database connection is not SQLite</source>
        <translation>die Datenbankverbindung ist nicht SQLite</translation>
    </message>
    <message>
        <source>database error: %1 (in: %2)</source>
        <translation>Datenbankfehler: %1 (in: %2)</translation>
    </message>
    <message>
        <source>database error in %1: %2</source>
        <translation>Datenbankfehler in %1: %2</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Podium database (not an SQLite file); it was left untouched</source>
        <translation>%1 ist keine Podium-Datenbank (keine SQLite-Datei); sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1: no such database (create one with init)</source>
        <translation>%1: keine solche Datenbank (legen Sie eine mit init an)</translation>
    </message>
    <message>
        <source>%1 already exists; it was left untouched</source>
        <translation>%1 existiert bereits; die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is missing (install libqt6sql6-sqlite)</source>
        <translation>der Qt-SQLite-Treiber fehlt (installieren Sie libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Podium one; it was left untouched</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine von Podium; sie wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 was written by a newer Podium (schema version %2; this build knows up to %3); it was left untouched</source>
        <translation>%1 wurde von einer neueren Podium-Version geschrieben (Schemaversion %2; diese Version kennt bis %3); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1: %2 (in: %3)</source>
        <translation>%1: %2 (in: %3)</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>Transaktion kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>cannot save the changes: %1</source>
        <translation>die Änderungen können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>Datenbankfehler: %1</translation>
    </message>
    <message>
        <source>: places %1 are not a finishing order (each place once from 1; those tied share a place)</source>
        <translation>: die Plätze %1 sind keine Zielreihenfolge (jeder Platz einmal ab 1; Gleichplatzierte teilen sich einen Platz)</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ein Unentschieden</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>einen Sieg von %1</translation>
    </message>
    <message>
        <source>The scores say %1 (%2 to %3), but the result says %4.</source>
        <translation>Die Punktzahlen ergeben %1 (%2 zu %3), das Ergebnis aber %4.</translation>
    </message>
    <message>
        <source>%1 placed ahead of %2 (place %3 against %4) with a lower score (%5 against %6).</source>
        <translation>%1 ist vor %2 platziert (Platz %3 gegen %4), hat aber weniger Punkte (%5 gegen %6).</translation>
    </message>
    <message>
        <source>: only a game of two can be won by forfeit</source>
        <translation>: nur ein Spiel zu zweit kann kampflos gewonnen werden</translation>
    </message>
    <message>
        <source>: the side that won by forfeit is 1 or 2 (0: neither came)</source>
        <translation>: die kampflos siegreiche Seite ist 1 oder 2 (0: keiner ist angetreten)</translation>
    </message>
    <message>
        <source>: in an elimination bracket one side must go through</source>
        <translation>: im K.-o.-Baum muss eine Seite weiterkommen</translation>
    </message>
    <message>
        <source>The file is empty; expected a header with %1.</source>
        <translation>Die Datei ist leer; erwartet wurde eine Kopfzeile mit %1.</translation>
    </message>
    <message>
        <source>The header needs a column of ids (&apos;participant&apos; or &apos;id&apos;) and one of names (&apos;name&apos;).</source>
        <translation>Die Kopfzeile braucht eine Spalte mit IDs („participant“ oder „id“) und eine mit Namen („name“).</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>Die ID ist leer.</translation>
    </message>
    <message>
        <source>%1 has no name.</source>
        <translation>%1 hat keinen Namen.</translation>
    </message>
    <message>
        <source>%1 is listed twice; its first row is line %2.</source>
        <translation>%1 ist doppelt aufgeführt; die erste Zeile dazu ist Zeile %2.</translation>
    </message>
    <message>
        <source>The header has no column &apos;%1&apos;.</source>
        <translation>Die Kopfzeile hat keine Spalte „%1“.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; differs from &apos;%2&apos;, the name of %3 on line %4.</source>
        <translation>„%1“ weicht von „%2“ ab, dem Namen von %3 in Zeile %4.</translation>
    </message>
    <message>
        <source>%1 (an id without a name)</source>
        <translation>%1 (eine ID ohne Namen)</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (Zeile %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would be the name of %2 and of %3; the club would make them one player.</source>
        <translation>„%1“ wäre der Name von %2 und von %3; der Club würde daraus einen einzigen Spieler machen.</translation>
    </message>
    <message>
        <source>bye: the odd one out</source>
        <translation>Freilos: der überzählige Spieler</translation>
    </message>
    <message>
        <source>the best split there is</source>
        <translation>die bestmögliche Aufteilung</translation>
    </message>
    <message>
        <source>a good split (heuristic)</source>
        <translation>eine gute Aufteilung (heuristisch)</translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing: ZoneStats rates score per hour and needs them</source>
        <translation>die Minuten von %1 fehlen: ZoneStats wertet Punkte pro Stunde und braucht sie</translation>
    </message>
    <message>
        <source>%1&apos;s score is missing: ZoneStats rates score per hour and needs it</source>
        <translation>die Punktzahl von %1 fehlt: ZoneStats wertet Punkte pro Stunde und braucht sie</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 was paired on a score of %2 and now has %3</source>
        <translation>%1 wurde mit %2 Punkten gepaart und hat jetzt %3</translation>
    </message>
    <message>
        <source>round %1 would now be paired differently: %2</source>
        <translation>Runde %1 würde jetzt anders ausgelost: %2</translation>
    </message>
    <message>
        <source>line %1: game &apos;%2&apos;: leaderboard &apos;%3&apos; cannot rate it: %4</source>
        <translation>Zeile %1: Spiel „%2“: Rangliste „%3“ kann es nicht werten: %4</translation>
    </message>
    <message>
        <source>%1: the new club could not be written completely</source>
        <translation>%1: der neue Club konnte nicht vollständig geschrieben werden</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1: kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot open: SQLite&apos;s defensive mode cannot be set</source>
        <translation>%1: kann nicht geöffnet werden: der Defensivmodus von SQLite lässt sich nicht aktivieren</translation>
    </message>
    <message>
        <source>%1 is not a Podium database (schema version %2); it was left untouched</source>
        <translation>%1 ist keine Podium-Datenbank (Schemaversion %2); sie wurde nicht verändert</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was changed outside Podium (%2); it was left untouched</source>
        <translation>%1 wurde außerhalb von Podium geändert (%2); die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>Trigger</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Sicht</translation>
    </message>
    <message>
        <source>an extra %1 %2 on %3</source>
        <translation>%1 %2 auf %3 ist überzählig</translation>
    </message>
    <message>
        <source>an extra %1 %2</source>
        <translation>%1 %2 ist überzählig</translation>
    </message>
    <message>
        <source>the column %1.%2 is missing</source>
        <translation>die Spalte %1.%2 fehlt</translation>
    </message>
    <message>
        <source>the column %1.%2 is declared differently</source>
        <translation>die Spalte %1.%2 ist anders deklariert</translation>
    </message>
    <message>
        <source>an extra column %1.%2</source>
        <translation>eine überzählige Spalte %1.%2</translation>
    </message>
    <message>
        <source>the %1 %2 is declared differently</source>
        <translation>%1 %2 ist anders deklariert</translation>
    </message>
    <message>
        <source>the %1 %2 is missing</source>
        <translation>%1 %2 fehlt</translation>
    </message>
    <message>
        <source>%1 is a %2, not a %3</source>
        <translation>%1 ist vom Typ %2, nicht %3</translation>
    </message>
    <message>
        <source>table participants: a row of game %1 came back for another game; the database is damaged</source>
        <translation>Tabelle participants: eine Zeile von Spiel %1 wurde für ein anderes Spiel geliefert; die Datenbank ist beschädigt</translation>
    </message>
    <message>
        <source>table participants, game %1: player %2 is not in table players; the database was changed outside Podium</source>
        <translation>Tabelle participants, Spiel %1: Spieler %2 steht nicht in Tabelle players; die Datenbank wurde außerhalb von Podium geändert</translation>
    </message>
    <message>
        <source>table participants: a row refers to player %1, who is not in table players; the database was changed outside Podium</source>
        <translation>Tabelle participants: eine Zeile verweist auf Spieler %1, der nicht in Tabelle players steht; die Datenbank wurde außerhalb von Podium geändert</translation>
    </message>
    <message>
        <source>no club file given</source>
        <translation>keine Club-Datei angegeben</translation>
    </message>
    <message>
        <source>it is on a read-only disk</source>
        <translation>die Datei liegt auf einem schreibgeschützten Datenträger</translation>
    </message>
    <message>
        <source>there is no permission to write it</source>
        <translation>es fehlt die Schreibberechtigung</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>der Ordner der Datei ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes), not a Podium club; it was left untouched</source>
        <translation>%1 ist leer (0 Byte), kein Podium-Club; die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>die Datei wurde schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>%1 is read-only (%2) and cannot be upgraded from schema version %3 to %4; it was left untouched</source>
        <translation>%1 ist schreibgeschützt (%2) und kann nicht von Schemaversion %3 auf %4 aktualisiert werden; die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing can be changed</source>
        <translation>%1 ist schreibgeschützt (%2): es kann nichts geändert werden</translation>
    </message>
    <message>
        <source>%1 is a directory, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, a device or a socket); Podium reads files only</source>
        <translation>%1 ist keine reguläre Datei (ein FIFO, ein Gerät oder ein Socket); Podium liest nur Dateien</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); Podium reads files of up to %3 MiB</source>
        <translation>%1 ist zu groß (%2 MiB); Podium liest Dateien bis %3 MiB</translation>
    </message>
    <message>
        <source>table event_pairings, event &apos;%1&apos;, round %2, table %3: a seat&apos;s player is not an entrant of the event; the database was changed outside Podium</source>
        <translation>Tabelle event_pairings, Turnier „%1“, Runde %2, Tisch %3: der Spieler eines Platzes ist kein Teilnehmer des Turniers; die Datenbank wurde außerhalb von Podium geändert</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>die Kopfzeile nennt Spalte „%1“ zweimal</translation>
    </message>
    <message>
        <source>at participant %1</source>
        <translation>bei Teilnehmer %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>Anzeigename</translation>
    </message>
    <message>
        <source>affiliation</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>unknown field (%1)</source>
        <translation>unbekanntes Feld (%1)</translation>
    </message>
    <message>
        <source>expected a whole number from 1 (the best) to %1</source>
        <translation>ganze Zahl von 1 (bester Platz) bis %1 erwartet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of team_names[%2] too</source>
        <translation>„%1“ ist auch der Name von team_names[%2]</translation>
    </message>
    <message>
        <source>expected a game as a JSON object</source>
        <translation>Spiel als JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>a game has at most %1 sides</source>
        <translation>ein Spiel hat höchstens %1 Seiten</translation>
    </message>
    <message>
        <source>a game has at most %1 participants</source>
        <translation>ein Spiel hat höchstens %1 Teilnehmer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in this game twice</source>
        <translation>„%1“ kommt in diesem Spiel zweimal vor</translation>
    </message>
    <message>
        <source>rank %1, but team &apos;%2&apos; has rank %3 %4: a team has one rank</source>
        <translation>Platzierung %1, aber Team „%2“ hat Platzierung %3 %4: ein Team hat nur eine Platzierung</translation>
    </message>
    <message>
        <source>not valid UTF-8 (byte 0x%1); save the file as UTF-8</source>
        <translation>kein gültiges UTF-8 (Byte 0x%1); speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation>der Schlüssel %1 kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>player %1: the rating is not a finite number and cannot be stored</source>
        <translation>Spieler %1: die Wertung ist keine endliche Zahl und kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>an id (a whole number from 1)</source>
        <translation>eine ID (ganze Zahl ab 1)</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>eine ganze Zahl ab 1</translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation>0 oder 1</translation>
    </message>
    <message>
        <source>null, 1 or 2</source>
        <translation>null, 1 oder 2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ist ungültig, erwartet: %2</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a name as Podium keeps it (&apos;%2&apos;)</source>
        <translation>„%1“ ist kein Name, wie Podium ihn speichert („%2“)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (YYYY-MM-DDTHH:MM:SS)</source>
        <translation>„%1“ ist keine Datums- und Zeitangabe (YYYY-MM-DDTHH:MM:SS)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation>„%1“ ist keine Datums- und Zeitangabe (ISO 8601)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not h2h, ffa or team</source>
        <translation>„%1“ ist nicht h2h, ffa oder team</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a format as Podium writes it</source>
        <translation>„%1“ ist kein Modus, wie Podium ihn schreibt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not open, running or finished</source>
        <translation>„%1“ ist nicht open, running oder finished</translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation>ein Wert ist erforderlich</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 ist kein Text</translation>
    </message>
    <message>
        <source>%1: %2, row %3</source>
        <translation>%1: %2, Zeile %3</translation>
    </message>
    <message>
        <source>%1: the table is missing</source>
        <translation>%1: die Tabelle fehlt</translation>
    </message>
    <message>
        <source>%1: rows is not an array</source>
        <translation>%1: rows ist kein Array</translation>
    </message>
    <message>
        <source>expected %1 values</source>
        <translation>%1 Werte erwartet</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of parameters ({&quot;name&quot;: &quot;value&quot;, ...})</source>
        <translation>„%1“ ist keine Parameterliste ({&quot;name&quot;: &quot;value&quot;, ...})</translation>
    </message>
    <message>
        <source>parameter %1: its value is not text</source>
        <translation>Parameter %1: sein Wert ist kein Text</translation>
    </message>
    <message>
        <source>player_id: the player is not an entrant of the event</source>
        <translation>player_id: der Spieler ist kein Teilnehmer des Turniers</translation>
    </message>
    <message>
        <source>game_id: a bye or a forfeit has no game</source>
        <translation>game_id: ein Freilos oder ein kampfloses Ergebnis hat kein Spiel</translation>
    </message>
    <message>
        <source>game_id: the player did not play that game in the event&apos;s discipline</source>
        <translation>game_id: der Spieler hat dieses Spiel nicht in der Disziplin des Turniers gespielt</translation>
    </message>
    <message>
        <source>schema_version: a whole number from 1 is required</source>
        <translation>schema_version: eine ganze Zahl ab 1 ist erforderlich</translation>
    </message>
    <message>
        <source>its disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>option style: &apos;%1&apos; is not a Swiss style (%2)</source>
        <translation>Option style: „%1“ ist keine Variante des Schweizer Systems (%2)</translation>
    </message>
    <message>
        <source>games: &apos;%1&apos; is not a match score: give the games won by each side, and the games drawn if any, such as 2-1 or 1-1-1</source>
        <translation>games: „%1“ ist kein Matchergebnis: geben Sie die gewonnenen Spiele jeder Seite und gegebenenfalls die unentschiedenen an, etwa 2-1 oder 1-1-1</translation>
    </message>
    <message>
        <source>: a match score needs a game of two sides</source>
        <translation>: ein Matchergebnis braucht ein Spiel mit zwei Seiten</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3: %4 games drawn is not a count</source>
        <translation>Turnier „%1“, Runde %2, Tisch %3: „%4“ ist keine gültige Anzahl unentschiedener Spiele</translation>
    </message>
    <message>
        <source>option ratings: &apos;%1&apos; is not a rating</source>
        <translation>Option ratings: „%1“ ist keine Wertung</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has tables of more than two players; a TRF file holds games of two</source>
        <translation>Turnier „%1“ hat Tische mit mehr als zwei Spielern; eine TRF-Datei enthält nur Spiele zu zweit</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>player %1 has the name of player %2, &apos;%3&apos;: Podium needs one name a player</source>
        <translation>Spieler %1 hat den Namen von Spieler %2, „%3“: Podium braucht für jeden Spieler einen eigenen Namen</translation>
    </message>
    <message>
        <source>the file names no tournament (line 012): give the event a name</source>
        <translation>die Datei nennt kein Turnier (Zeile 012): geben Sie dem Turnier einen Namen</translation>
    </message>
    <message>
        <source>the file plans %1 rounds (XXR) but holds results of %2</source>
        <translation>die Datei plant %1 Runden (XXR), enthält aber Ergebnisse aus %2</translation>
    </message>
    <message>
        <source>the file scores a forfeit (BBF) or an absence (BBZ) apart from a loss; Podium scores a forfeit as a loss and an absence as nothing</source>
        <translation>die Datei wertet ein kampfloses Ergebnis (BBF) oder eine Abwesenheit (BBZ) anders als eine Niederlage; Podium wertet ein kampfloses Ergebnis als Niederlage und eine Abwesenheit mit nichts</translation>
    </message>
    <message>
        <source>round %1: player %2&apos;s opponent %3 is not a player of the file</source>
        <translation>Runde %1: Gegner %3 von Spieler %2 ist kein Spieler der Datei</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; is longer than TRF&apos;s %2 characters</source>
        <translation>der Name „%1“ ist länger als die %2 Zeichen, die TRF erlaubt</translation>
    </message>
    <message>
        <source>%1 points do not fit TRF&apos;s four columns</source>
        <translation>%1 Punkte passen nicht in die vier Spalten des TRF-Formats</translation>
    </message>
    <message>
        <source>the TRF file</source>
        <translation>die TRF-Datei</translation>
    </message>
    <message>
        <source>no player: a TRF file lists its players on lines starting 001</source>
        <translation>kein Spieler: eine TRF-Datei führt ihre Spieler in Zeilen auf, die mit 001 beginnen</translation>
    </message>
    <message>
        <source>%1, line %2, round %3 of player %4</source>
        <translation>%1, Zeile %2, Runde %3 von Spieler %4</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a whole number</source>
        <translation>%1 „%2“ (Spalten %3-%4) ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a number</source>
        <translation>%1 „%2“ (Spalten %3-%4) ist keine Zahl</translation>
    </message>
    <message>
        <source>round %1&apos;s date &apos;%2&apos; (columns %3-%4) is not a date YY/MM/DD</source>
        <translation>das Datum „%2“ von Runde %1 (Spalten %3-%4) ist kein Datum YY/MM/DD</translation>
    </message>
    <message>
        <source>XXR: &apos;%1&apos; is not a number of rounds</source>
        <translation>XXR: „%1“ ist keine Rundenzahl</translation>
    </message>
    <message>
        <source>starting rank</source>
        <translation>Startrang</translation>
    </message>
    <message>
        <source>the starting rank (columns 5-8) is missing</source>
        <translation>der Startrang (Spalten 5-8) fehlt</translation>
    </message>
    <message>
        <source>starting rank %1 is also that of line %2</source>
        <translation>Startrang %1 ist auch der von Zeile %2</translation>
    </message>
    <message>
        <source>sex &apos;%1&apos; (column 10) is not m, w or blank</source>
        <translation>Geschlecht „%1“ (Spalte 10) ist nicht m, w oder leer</translation>
    </message>
    <message>
        <source>player %1 has no name (columns 15-47)</source>
        <translation>Spieler %1 hat keinen Namen (Spalten 15-47)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>player %1 has entries for more than %2 rounds</source>
        <translation>Spieler %1 hat Einträge für mehr als %2 Runden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (columns %2-%3) is not an entry &apos;opponent colour result&apos; in its columns</source>
        <translation>„%1“ (Spalten %2-%3) ist kein Eintrag „Gegner Farbe Ergebnis“ in den dafür vorgesehenen Spalten</translation>
    </message>
    <message>
        <source>opponent &apos;%1&apos; is not a starting rank</source>
        <translation>Gegner „%1“ ist kein Startrang</translation>
    </message>
    <message>
        <source>colour &apos;%1&apos; is not w, b or -</source>
        <translation>Farbe „%1“ ist nicht w, b oder -</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is not one of + - W D L 1 = 0 H F U Z</source>
        <translation>Ergebnis „%1“ ist keines von + - W D L 1 = 0 H F U Z</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; needs an opponent</source>
        <translation>Ergebnis „%1“ braucht einen Gegner</translation>
    </message>
    <message>
        <source>a bye has no colour (&apos;-&apos;), not &apos;%1&apos;</source>
        <translation>ein Freilos hat keine Farbe („-“), nicht „%1“</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is a bye, but opponent %2 is named</source>
        <translation>Ergebnis „%1“ ist ein Freilos, aber Gegner %2 ist angegeben</translation>
    </message>
    <message>
        <source>a game played has a colour, w or b</source>
        <translation>ein ausgetragenes Spiel hat eine Farbe, w oder b</translation>
    </message>
    <message>
        <source>opponent %1 is not another player of the file</source>
        <translation>Gegner %1 ist kein anderer Spieler der Datei</translation>
    </message>
    <message>
        <source>opponent %1 has %2 in this round (line %3)</source>
        <translation>Gegner %1 hat in dieser Runde %2 (Zeile %3)</translation>
    </message>
    <message>
        <source>no entry</source>
        <translation>keinen Eintrag</translation>
    </message>
    <message>
        <source>a bye</source>
        <translation>ein Freilos</translation>
    </message>
    <message>
        <source>opponent %1</source>
        <translation>Gegner %1</translation>
    </message>
    <message>
        <source>colour %1, and opponent %2 has %3 too (line %4)</source>
        <translation>Farbe %1, und Gegner %2 hat ebenfalls %3 (Zeile %4)</translation>
    </message>
    <message>
        <source>result %1 does not match opponent %2&apos;s %3 (line %4)</source>
        <translation>Ergebnis %1 passt nicht zum Ergebnis %3 von Gegner %2 (Zeile %4)</translation>
    </message>
    <message>
        <source>option accelerated: &apos;%1&apos; is not baku or none</source>
        <translation>Option accelerated: „%1“ ist nicht baku oder none</translation>
    </message>
    <message>
        <source>rating, rd, volatility</source>
        <translation>rating, rd, volatility</translation>
    </message>
    <message>
        <source>mu, sigma, weight, minutes</source>
        <translation>mu, sigma, weight, minutes</translation>
    </message>
    <message numerus="yes">
        <source>A TRF file holds each match&apos;s result, not its games: the game scores of %n match(es) stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</source>
        <translation>
            <numerusform>Eine TRF-Datei enthält das Ergebnis jedes Matches, nicht seine Spiele: die Spielstände von %n Match bleiben in Podium, und eine importierte Kopie zählt keine Spiele für die Feinwertungen gw und ogw.</numerusform>
            <numerusform>Eine TRF-Datei enthält das Ergebnis jedes Matches, nicht seine Spiele: die Spielstände von %n Matches bleiben in Podium, und eine importierte Kopie zählt keine Spiele für die Feinwertungen gw und ogw.</numerusform>
        </translation>
    </message>
    <message>
        <source>the game with %1 has neither a colour nor a result</source>
        <translation>das Spiel gegen Spieler %1 hat weder Farbe noch Ergebnis</translation>
    </message>
    <message>
        <source>the game with %1 has no result, but round %2 is paired: only the last round may be still being played</source>
        <translation>das Spiel gegen Spieler %1 hat kein Ergebnis, aber Runde %2 ist bereits gepaart: nur die letzte Runde darf noch laufen</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>(noch keins)</translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;: leaderboard &apos;%4&apos; cannot rate it: %5</source>
        <translation>%1:%2: Spiel „%3“: Rangliste „%4“ kann es nicht werten: %5</translation>
    </message>
    <message>
        <source>%1 is a file of the club that is open; Podium does not read or write it as any other file</source>
        <translation>%1 ist eine Datei des geöffneten Clubs; Podium liest oder schreibt sie nicht wie eine andere Datei</translation>
    </message>
    <message>
        <source>an earlier row has the same %1 (%2)</source>
        <translation>eine frühere Zeile hat denselben Wert in %1 (%2)</translation>
    </message>
    <message>
        <source>it refers to a row that is not in the backup (one of %1)</source>
        <translation>die Zeile verweist auf eine Zeile, die nicht in der Sicherung steht (einer dieser Verweise: %1)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the table (%1)</source>
        <translation>ein Wert verletzt eine Regel der Tabelle (%1)</translation>
    </message>
    <message>
        <source>the row cannot be stored: %1</source>
        <translation>die Zeile kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>seed %1 is also that of row %2 in the same event</source>
        <translation>Setznummer %1 ist auch die von Zeile %2 im selben Turnier</translation>
    </message>
    <message>
        <source>side: the table has fewer seats than that</source>
        <translation>side: der Tisch hat nicht so viele Plätze</translation>
    </message>
    <message>
        <source>%1: Podium has no such table</source>
        <translation>%1: eine solche Tabelle kennt Podium nicht</translation>
    </message>
    <message>
        <source>%1: a backup of schema version %2 has no such table (it came with version %3): schema_version is wrong</source>
        <translation>%1: eine Sicherung mit Schemaversion %2 hat diese Tabelle nicht (sie kam mit Version %3 hinzu): schema_version ist falsch</translation>
    </message>
    <message>
        <source>table %1, row %2 (%3 %4), %5</source>
        <translation>Tabelle %1, Zeile %2 (%3 %4), %5</translation>
    </message>
    <message>
        <source>event %1: two entrants have the seed %2</source>
        <translation>Turnier %1: zwei Teilnehmer haben die Setznummer %2</translation>
    </message>
    <message>
        <source>%1: the club is damaged (%2): run check; no backup was written</source>
        <translation>%1: der Club ist beschädigt (%2): führen Sie check aus; es wurde keine Sicherung geschrieben</translation>
    </message>
    <message>
        <source>%1: table %2, row %3, %4; a restore would refuse the backup: run check; no backup was written</source>
        <translation>%1: Tabelle %2, Zeile %3, %4; eine Wiederherstellung würde die Sicherung ablehnen: führen Sie check aus; es wurde keine Sicherung geschrieben</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, %2; this table can take no result: take back the later results, or re-pair the round</source>
        <translation>Turnier „%1“, %2; dieser Tisch kann kein Ergebnis aufnehmen: nehmen Sie die späteren Ergebnisse zurück oder losen Sie die Runde neu aus</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no round paired to pair again</source>
        <translation>Turnier „%1“ hat keine gepaarte Runde, die neu gepaart werden könnte</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has %2 rounds: there is no round %3</source>
        <translation>Turnier „%1“ hat %2 Runden: es gibt keine Runde %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has withdrawn; join them again first</source>
        <translation>Turnier „%1“: %2 hat sich zurückgezogen; melden Sie den Spieler zuerst wieder an</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has a half-point bye in round %3 already</source>
        <translation>Turnier „%1“: %2 hat in Runde %3 bereits ein halbes Freilos</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has no half-point bye in round %3</source>
        <translation>Turnier „%1“: %2 hat in Runde %3 kein halbes Freilos</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>standard output</source>
        <translation>Standardausgabe</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>no file given to write</source>
        <translation>keine Datei zum Schreiben angegeben</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>it is a file of the club that is open</source>
        <translation>es ist eine Datei des geöffneten Clubs</translation>
    </message>
    <message>
        <source>round %1, table %2: after the corrected results nobody should play here, not %3</source>
        <translation>Runde %1, Tisch %2: nach den berichtigten Ergebnissen sollte hier niemand spielen, nicht %3</translation>
    </message>
    <message>
        <source>round %1, table %2: after the corrected results %3 should play here, not %4</source>
        <translation>Runde %1, Tisch %2: nach den berichtigten Ergebnissen sollte hier %3 spielen, nicht %4</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is in discipline %2; leaderboard &apos;%3&apos; rates %4</source>
        <translation>Turnier „%1“ gehört zur Disziplin %2; Rangliste „%3“ wertet %4</translation>
    </message>
    <message>
        <source>%1: game &apos;%2&apos; differs from the game &apos;%2&apos; already in %3 (%4, %5: %6); nothing was imported: import the file into another discipline, or give its games other ids</source>
        <translation>%1: Spiel „%2“ unterscheidet sich vom Spiel „%2“, das bereits in %3 ist (%4, %5: %6); es wurde nichts importiert: importieren Sie die Datei in eine andere Disziplin oder geben Sie ihren Spielen andere IDs</translation>
    </message>
    <message>
        <source>option %1: %2</source>
        <translation>Option %1: %2</translation>
    </message>
    <message>
        <source>options %1 and %2: %3</source>
        <translation>Optionen %1 und %2: %3</translation>
    </message>
    <message>
        <source>event name</source>
        <translation>Turniername</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: its range starts on %2, after it ends on %3; it would hold no game</source>
        <translation>Rangliste „%1“: ihr Zeitraum beginnt am %2, nach seinem Ende am %3; sie enthielte kein Spiel</translation>
    </message>
    <message>
        <source>%1 is not a number of points from 0 to %2 with at most one decimal</source>
        <translation>%1 ist keine Punktzahl von 0 bis %2 mit höchstens einer Nachkommastelle</translation>
    </message>
    <message>
        <source>a draw cannot be worth more than a win (%1 against %2)</source>
        <translation>ein Unentschieden kann nicht mehr wert sein als ein Sieg (%1 gegen %2)</translation>
    </message>
    <message>
        <source>a loss cannot be worth more than a draw (%1 against %2)</source>
        <translation>eine Niederlage kann nicht mehr wert sein als ein Unentschieden (%1 gegen %2)</translation>
    </message>
    <message>
        <source>a bye cannot be worth more than a win (%1 against %2)</source>
        <translation>ein Freilos kann nicht mehr wert sein als ein Sieg (%1 gegen %2)</translation>
    </message>
    <message>
        <source>a zero-point bye cannot be worth more than a win (%1 against %2)</source>
        <translation>ein Freilos ohne Punkte kann nicht mehr wert sein als ein Sieg (%1 gegen %2)</translation>
    </message>
    <message>
        <source>a forfeit loss cannot be worth more than a win (%1 against %2)</source>
        <translation>eine kampflose Niederlage kann nicht mehr wert sein als ein Sieg (%1 gegen %2)</translation>
    </message>
    <message>
        <source>contains the control character %1 at character %2</source>
        <translation>enthält das Steuerzeichen %1 an Zeichen %2</translation>
    </message>
    <message>
        <source>contains %1, half of a UTF-16 surrogate pair and no character, at character %2</source>
        <translation>enthält an Zeichen %2 %1, die Hälfte eines UTF-16-Surrogatpaars und kein Zeichen</translation>
    </message>
    <message>
        <source>contains the invisible format character %1 at character %2; a name must read as it looks</source>
        <translation>enthält das unsichtbare Formatzeichen %1 an Zeichen %2; ein Name muss sich lesen, wie er aussieht</translation>
    </message>
    <message>
        <source>%1 is half of a UTF-16 surrogate pair without its other half, and no character</source>
        <translation>%1 ist die Hälfte eines UTF-16-Surrogatpaars ohne die andere Hälfte und kein Zeichen</translation>
    </message>
    <message>
        <source>round %1&apos;s date %2 (columns %3-%4) is before round %5&apos;s, %6: the rounds&apos; dates go backwards</source>
        <translation>das Datum %2 von Runde %1 (Spalten %3-%4) liegt vor dem von Runde %5, %6: die Daten der Runden gehen rückwärts</translation>
    </message>
    <message>
        <source>%1 (columns 5-8): %2</source>
        <translation>%1 (Spalten 5-8): %2</translation>
    </message>
    <message>
        <source>%1, against %2 on line %3: %4</source>
        <translation>%1, gegenüber %2 in Zeile %3: %4</translation>
    </message>
    <message>
        <source>%1, against %2&apos;s default (the file has no %2 line): %3</source>
        <translation>%1, gegenüber dem Standardwert von %2 (die Datei hat keine Zeile %2): %3</translation>
    </message>
    <message>
        <source>%1, the name of player %2 (columns 15-47)</source>
        <translation>%1, der Name von Spieler %2 (Spalten 15-47)</translation>
    </message>
    <message>
        <source>%1: the work on the club was stopped</source>
        <translation>%1: die Arbeit am Club wurde angehalten</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a player paired in round %2 is no longer an entrant</source>
        <translation>Turnier „%1“: ein in Runde %2 ausgeloster Spieler ist kein Teilnehmer mehr</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has changed while round %2 was being paired; pair it again</source>
        <translation>Turnier „%1“ hat sich geändert, während Runde %2 ausgelost wurde; losen Sie sie erneut aus</translation>
    </message>
    <message>
        <source>option colour: &apos;%1&apos; is not white, black or lot</source>
        <translation>Option colour: „%1“ ist nicht white, black oder lot</translation>
    </message>
    <message>
        <source>schema version %1 is unknown</source>
        <translation>Schemaversion %1 ist unbekannt</translation>
    </message>
    <message>
        <source>database error: no id came back (in: %1)</source>
        <translation>Datenbankfehler: keine ID zurückerhalten (in: %1)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a schema name Podium can use (letters, digits and _, at most 63, not starting with a digit)</source>
        <translation>%1: „%2“ ist kein Schemaname, den Podium verwenden kann (Buchstaben, Ziffern und _, höchstens 63, nicht mit einer Ziffer am Anfang)</translation>
    </message>
    <message>
        <source>%1: the host &apos;%2&apos; opens a [ that is not closed</source>
        <translation>%1: der Host „%2“ öffnet eine [, die nicht geschlossen wird</translation>
    </message>
    <message>
        <source>%1: the host &apos;%2&apos; has text after its ]</source>
        <translation>%1: der Host „%2“ hat Text nach seiner ]</translation>
    </message>
    <message>
        <source>%1: the port &apos;%2&apos; is not a number from 1 to 65535</source>
        <translation>%1: der Port „%2“ ist keine Zahl von 1 bis 65535</translation>
    </message>
    <message>
        <source>%1: expected keyword=value at &apos;%2&apos;</source>
        <translation>%1: Schlüsselwort=Wert erwartet bei „%2“</translation>
    </message>
    <message>
        <source>%1: the value of %2 opens a quote that is not closed</source>
        <translation>%1: der Wert von %2 öffnet ein Anführungszeichen, das nicht geschlossen wird</translation>
    </message>
    <message>
        <source>%1: Podium cannot open a club at a %2 address; a club is a file, or a PostgreSQL server&apos;s postgresql:// address</source>
        <translation>%1: Podium kann keinen Club unter einer %2-Adresse öffnen; ein Club ist eine Datei oder die postgresql://-Adresse eines PostgreSQL-Servers</translation>
    </message>
    <message>
        <source>%1: the parameter &apos;%2&apos; has no value (write %2=value)</source>
        <translation>%1: der Parameter „%2“ hat keinen Wert (schreiben Sie %2=Wert)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a connection parameter that PostgreSQL knows</source>
        <translation>%1: „%2“ ist kein Verbindungsparameter, den PostgreSQL kennt</translation>
    </message>
    <message>
        <source>%1 already holds a club; it was left untouched</source>
        <translation>%1 enthält bereits einen Club; er wurde nicht angetastet</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver is missing (install libqt6sql6-psql)</source>
        <translation>der PostgreSQL-Treiber von Qt fehlt (installieren Sie libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1: cannot connect: %2</source>
        <translation>%1: keine Verbindung möglich: %2</translation>
    </message>
    <message>
        <source>%1: there is no club here (create one with init)</source>
        <translation>%1: hier gibt es keinen Club (legen Sie einen mit init an)</translation>
    </message>
    <message>
        <source>the server lets this user only read it</source>
        <translation>der Server erlaubt diesem Benutzer nur das Lesen</translation>
    </message>
    <message>
        <source>%1 has schema version %2, and this version of Podium cannot upgrade a club on a server from it</source>
        <translation>%1 hat die Schemaversion %2, und diese Version von Podium kann einen Club auf einem Server nicht davon aktualisieren</translation>
    </message>
    <message>
        <source>%1: a row of %2 values for %3 columns</source>
        <translation>%1: eine Zeile mit %2 Werten für %3 Spalten</translation>
    </message>
    <message>
        <source>the table %1 is missing</source>
        <translation>die Tabelle %1 fehlt</translation>
    </message>
    <message>
        <source>no server given</source>
        <translation>kein Server angegeben</translation>
    </message>
    <message>
        <source>%1: the rows could not be written: %2</source>
        <translation>%1: die Zeilen konnten nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: the connection has no PostgreSQL handle</source>
        <translation>%1: die Verbindung hat keinen PostgreSQL-Zugang</translation>
    </message>
    <message>
        <source>%1 holds tables that are not a Podium club&apos;s (name a schema of its own with schema=); it was left untouched</source>
        <translation>%1 enthält Tabellen, die nicht zu einem Podium-Club gehören (nennen Sie mit schema= ein eigenes Schema); nichts wurde verändert</translation>
    </message>
    <message>
        <source>not connected to the server; nothing was changed</source>
        <translation>keine Verbindung zum Server; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the connection to the server is lost (%1); nothing was changed</source>
        <translation>die Verbindung zum Server ist unterbrochen (%1); nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1: not connected to the server; nothing was changed</source>
        <translation>%1: keine Verbindung zum Server; nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1: the connection to the server was lost as the change was being saved (%2); whether it was saved shows once Podium is connected again</source>
        <translation>%1: Die Verbindung zum Server brach ab, während die Änderung gespeichert wurde (%2); ob sie gespeichert ist, zeigt sich, sobald Podium wieder verbunden ist</translation>
    </message>
    <message>
        <source>the table %1 has the columns %2, not %3</source>
        <translation>die Tabelle %1 hat die Spalten %2, nicht %3</translation>
    </message>
    <message>
        <source>the column %1.%2 is %3, not double precision</source>
        <translation>die Spalte %1.%2 ist %3, nicht double precision</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3</source>
        <translation>Turnier „%1“, Runde %2, Tisch %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reported result</source>
        <translation>„%1“ ist kein gemeldetes Ergebnis</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an entrant of %2</source>
        <translation>„%1“ ist kein Teilnehmer von %2</translation>
    </message>
    <message>
        <source>%1 takes no results from players; ask at the desk</source>
        <translation>%1 nimmt keine Ergebnisse von Spielern an; bitte an die Turnierleitung wenden</translation>
    </message>
    <message>
        <source>%1 is over; its codes have expired</source>
        <translation>%1 ist beendet; die Codes sind abgelaufen</translation>
    </message>
    <message>
        <source>%1: only the tables of the current round (%2) take reports</source>
        <translation>%1: nur die Tische der laufenden Runde (%2) nehmen Meldungen an</translation>
    </message>
    <message>
        <source>%1: that code is not the code of a player at this table</source>
        <translation>%1: dieser Code gehört keinem Spieler an diesem Tisch</translation>
    </message>
    <message>
        <source>the table has a result already</source>
        <translation>der Tisch hat bereits ein Ergebnis</translation>
    </message>
    <message>
        <source>the players&apos; reports differ</source>
        <translation>die Meldungen der Spieler weichen voneinander ab</translation>
    </message>
    <message>
        <source>there is no report %1</source>
        <translation>es gibt keine Meldung %1</translation>
    </message>
    <message>
        <source>option reporting: &apos;%1&apos; is not on or off</source>
        <translation>Option reporting: „%1“ ist weder on noch off</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, colour, ratings, reporting)</source>
        <translation>unbekannte Option „%1“ (bekannt: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, colour, ratings, reporting)</translation>
    </message>
    <message>
        <source>%1: no game is played at this table</source>
        <translation>%1: an diesem Tisch wird kein Spiel gespielt</translation>
    </message>
    <message>
        <source>game %1: the game %2 of %3 (%4) already has the id &apos;%5&apos;</source>
        <translation>Spiel %1: das Spiel %2 in %3 (%4) hat bereits die Kennung &apos;%5&apos;</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>two teams of %1 need %2 players; %3 are present</source>
        <translation>zwei Teams zu %1 brauchen %2 Spieler; %3 sind da</translation>
    </message>
    <message>
        <source>a team needs at least one player</source>
        <translation>ein Team braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>sitting out: teams of %1 take %2 players a match</source>
        <translation>setzen aus: Teams zu %1 brauchen %2 Spieler je Spiel</translation>
    </message>
    <message>
        <source>Chess</source>
        <extracomment>A discipline of the demo club.</extracomment>
        <translation>Schach</translation>
    </message>
    <message>
        <source>Kart racing</source>
        <extracomment>A discipline of the demo club: races of several karts, each finishing in a place.</extracomment>
        <translation>Kartrennen</translation>
    </message>
    <message>
        <source>Capture the flag</source>
        <extracomment>A discipline of the demo club: a team game (the video games&apos; mode).</extracomment>
        <translation>Capture the Flag</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is a %2 event; a final is made from heats</source>
        <translation>Turnier „%1“ ist ein %2-Turnier; ein Finale entsteht aus Vorläufen</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no round paired yet: its final needs standings</source>
        <translation>Turnier „%1“ hat noch keine gepaarte Runde: sein Finale braucht einen Stand</translation>
    </message>
    <message>
        <source>a final needs at least 2 players, not %1</source>
        <translation>ein Finale braucht mindestens 2 Spieler, nicht %1</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has fewer than two players still in it</source>
        <translation>in Turnier „%1“ sind weniger als zwei Spieler übrig</translation>
    </message>
    <message>
        <source>%1 Final</source>
        <translation>%1 – Finale</translation>
    </message>
    <message>
        <source>an absence</source>
        <translation>eine Abwesenheit</translation>
    </message>
    <message>
        <source>a half-point bye</source>
        <translation>ein halbes Freilos</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 on request is for a Swiss event, not a %3 event</source>
        <translation>Turnier &apos;%1&apos;: %2 auf Antrag gibt es im Schweizer System, nicht in einem Turnier der Art %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is paired already; %3 is asked for before its round</source>
        <translation>Turnier &apos;%1&apos;: Runde %2 ist schon gepaart; %3 wird vor ihrer Runde beantragt</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is absent from round %3 already</source>
        <translation>Turnier &apos;%1&apos;: %2 ist in Runde %3 schon abwesend</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not absent from round %3</source>
        <translation>Turnier &apos;%1&apos;: %2 ist in Runde %3 nicht abwesend</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>rating: %1 is not a rating from 0 (none) to 9999</source>
        <translation>Wertung: %1 ist keine Wertung von 0 (keine) bis 9999</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is longer than %3 characters</source>
        <translation>%1: &apos;%2&apos; ist länger als %3 Zeichen</translation>
    </message>
    <message>
        <source>rating system</source>
        <translation>Wertungssystem</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>ID: &apos;%1&apos; has a space in it</source>
        <translation>ID: &apos;%1&apos; enthält ein Leerzeichen</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>Verband</translation>
    </message>
    <message>
        <source>federation: &apos;%1&apos; is not three letters, as FIDE writes them (GER, FRA, ESP)</source>
        <translation>Verband: &apos;%1&apos; sind nicht drei Buchstaben, wie die FIDE sie schreibt (GER, FRA, ESP)</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>title: &apos;%1&apos; is not one of %2</source>
        <translation>Titel: &apos;%1&apos; ist keiner von %2</translation>
    </message>
</context>
<context>
    <name>HistoryAxis</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Games of %1, in the order played</source>
        <translation>Spiele vom %1, in gespielter Reihenfolge</translation>
    </message>
    <message>
        <source>Games of %1 to %2, in the order played</source>
        <translation>Spiele vom %1 bis %2, in gespielter Reihenfolge</translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ and dashed μ − 3σ of %1</source>
        <translation>μ; Band μ ± 2σ und gestrichelt μ − 3σ von %1</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation>μ; Band μ ± 2σ; gestrichelt μ − 3σ</translation>
    </message>
    <message>
        <source>%1: μ ± 2σ</source>
        <translation>%1: μ ± 2σ</translation>
    </message>
    <message>
        <source>%1: μ − 3σ</source>
        <translation>%1: μ − 3σ</translation>
    </message>
    <message>
        <source>%1, game %2 on %3</source>
        <translation>%1, Spiel %2 am %3</translation>
    </message>
    <message>
        <source>Place %1 of %2, against %3</source>
        <translation>Platz %1 von %2, gegen %3</translation>
    </message>
    <message>
        <source>Won against %1</source>
        <translation>Gewonnen gegen %1</translation>
    </message>
    <message>
        <source>Drew with %1</source>
        <translation>Unentschieden gegen %1</translation>
    </message>
    <message>
        <source>Lost to %1</source>
        <translation>Verloren gegen %1</translation>
    </message>
    <message>
        <source>μ %1 (%2), band ± %3</source>
        <translation>μ %1 (%2), Band ± %3</translation>
    </message>
    <message>
        <source>Rating %1 (%2)</source>
        <translation>Wertung %1 (%2)</translation>
    </message>
    <message>
        <source>r; band r ± 2RD and dashed r − 2RD of %1</source>
        <translation>r; Band r ± 2RD und gestrichelt r − 2RD von %1</translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation>r; Band r ± 2RD; gestrichelt r − 2RD</translation>
    </message>
    <message>
        <source>%1: r ± 2RD</source>
        <translation>%1: r ± 2RD</translation>
    </message>
    <message>
        <source>%1: r − 2RD</source>
        <translation>%1: r − 2RD</translation>
    </message>
    <message>
        <source>Counted %1 % of a full game: partial play from the minutes played</source>
        <translation>Zu %1 % eines vollen Spiels gezählt: anteiliges Spiel nach gespielten Minuten</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 und %Ln weiterer</numerusform>
            <numerusform>%1 und %Ln weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keyring</name>
    <message>
        <source>the desktop has no keyring</source>
        <translation>der Desktop hat keinen Schlüsselbund</translation>
    </message>
</context>
<context>
    <name>LeaderboardProblem</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation>Das %1-Spiel vom %2 (%3)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>This leaderboard cannot be shown: %1.</source>
        <translation>Diese Rangliste kann nicht angezeigt werden: %1.</translation>
    </message>
    <message>
        <source>Cannot be shown: %1</source>
        <translation>Kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be rated by this leaderboard: %2.

The standings come back once the game is corrected or deleted, or the leaderboard&apos;s settings allow it. The other leaderboards are not affected.</source>
        <translation>%1 kann von dieser Rangliste nicht gewertet werden: %2.

Die Tabelle erscheint wieder, sobald das Spiel korrigiert oder gelöscht ist oder die Einstellungen der Rangliste es zulassen. Die anderen Ranglisten sind nicht betroffen.</translation>
    </message>
    <message>
        <source>Cannot be shown: game %1 cannot be rated (%2)</source>
        <translation>Kann nicht angezeigt werden: Spiel %1 kann nicht gewertet werden (%2)</translation>
    </message>
    <message>
        <source>it is a draw, and this leaderboard&apos;s draw probability is 0, which allows no draws</source>
        <translation>es ist ein Unentschieden, und die Unentschieden-Wahrscheinlichkeit dieser Rangliste ist 0, was keine Unentschieden zulässt</translation>
    </message>
    <message>
        <source>it has only one side: a player or a team of it is missing</source>
        <translation>es hat nur eine Seite: ein Spieler oder ein Team fehlt</translation>
    </message>
</context>
<context>
    <name>RatingText</name>
    <message>
        <source>the rating after this period is not a finite number within 1e20 of 0; the parameters or the ratings before it are too extreme</source>
        <translation>die Wertung nach dieser Periode ist keine endliche Zahl innerhalb von 1e20 um 0; die Parameter oder die Wertungen davor sind zu extrem</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date of the form YYYY-MM-DD</source>
        <translation>„%1“ ist kein Datum der Form JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>the volatility must be a number of at least 0</source>
        <translation>die Volatilität muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>the volatility after this game is not a number above 0; the parameters or the ratings before it are too extreme</source>
        <translation>die Volatilität nach diesem Spiel ist keine Zahl über 0; die Parameter oder die Wertungen davor sind zu extrem</translation>
    </message>
    <message>
        <source>unknown parameter for %1 (known: %2)</source>
        <translation>unbekannter Parameter für %1 (bekannt: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not off or minutes</source>
        <translation>„%1“ ist weder off noch minutes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo variant (logistic or gaussian)</source>
        <translation>„%1“ ist keine Elo-Variante (logistic oder gaussian)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating period (game, day, week or month)</source>
        <translation>„%1“ ist keine Wertungsperiode (game, day, week oder month)</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>unbekannter Algorithmus „%1“ (bekannt: %2)</translation>
    </message>
    <message>
        <source>must be more than %1 and at most %2, not %3</source>
        <translation>muss größer als %1 und höchstens %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>muss zwischen %1 und %2 liegen, nicht %3</translation>
    </message>
    <message>
        <source>must be from %1 to less than %2, not %3</source>
        <translation>muss mindestens %1 und kleiner als %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>unknown parameter for %1</source>
        <translation>unbekannter Parameter für %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>minutes must be a number of at least 0 for partial play</source>
        <translation>die Minuten müssen für anteiliges Spiel eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>teams %1 and %2 drew, but the draw probability is 0, so a draw is impossible</source>
        <translation>die Teams %1 und %2 spielten unentschieden, aber die Unentschieden-Wahrscheinlichkeit ist 0, also ist ein Unentschieden unmöglich</translation>
    </message>
    <message>
        <source>participant %1 names team %2, but the game has %3 teams</source>
        <translation>Teilnehmer %1 nennt Team %2, aber das Spiel hat %3 Teams</translation>
    </message>
    <message>
        <source>the rating is not a finite number</source>
        <translation>die Wertung ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>the rating must be from -1e20 to 1e20</source>
        <translation>die Wertung muss zwischen -1e20 und 1e20 liegen</translation>
    </message>
    <message>
        <source>sigma must be a finite number &gt;= 0</source>
        <translation>Sigma muss eine endliche Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <source>sigma must be at most 1e20</source>
        <translation>Sigma darf höchstens 1e20 sein</translation>
    </message>
    <message>
        <source>the partial-play weight must be 0, or from 0.001 to 1000</source>
        <translation>das Gewicht für anteiliges Spiel muss 0 sein oder zwischen 0.001 und 1000 liegen</translation>
    </message>
    <message>
        <source>a game needs at least two teams, this one has %1</source>
        <translation>ein Spiel braucht mindestens zwei Teams, dieses hat %1</translation>
    </message>
    <message>
        <source>a team needs at least one player</source>
        <translation>ein Team braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>the rating after this game is not a finite number within 1e20 of 0; the parameters or the ratings before it are too extreme</source>
        <translation>die Wertung nach diesem Spiel ist keine endliche Zahl innerhalb von 1e20 um 0; die Parameter oder die Wertungen davor sind zu extrem</translation>
    </message>
    <message>
        <source>sigma after this game is not a finite number from 0 to 1e20; the parameters or the ratings before it are too extreme</source>
        <translation>Sigma nach diesem Spiel ist keine endliche Zahl zwischen 0 und 1e20; die Parameter oder die Wertungen davor sind zu extrem</translation>
    </message>
    <message>
        <source>is not a finite number; the parameters or the ratings are too extreme</source>
        <translation>ist keine endliche Zahl; die Parameter oder die Wertungen sind zu extrem</translation>
    </message>
    <message>
        <source>a win probability needs exactly two teams, this game has %1</source>
        <translation>eine Siegwahrscheinlichkeit braucht genau zwei Teams, dieses Spiel hat %1</translation>
    </message>
    <message>
        <source>ZoneStats needs every rated player&apos;s minutes in the game</source>
        <translation>ZoneStats braucht die Minuten jedes gewerteten Spielers im Spiel</translation>
    </message>
    <message>
        <source>minutes must be a number greater than 0</source>
        <translation>die Minuten müssen eine Zahl größer als 0 sein</translation>
    </message>
    <message>
        <source>ZoneStats needs every rated player&apos;s score</source>
        <translation>ZoneStats braucht die Punkte jedes gewerteten Spielers</translation>
    </message>
    <message>
        <source>the score must be a finite number</source>
        <translation>die Punkte müssen eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>ZoneStats predicts only between teams that have rated players</source>
        <translation>ZoneStats sagt nur zwischen Teams mit gewerteten Spielern voraus</translation>
    </message>
    <message>
        <source>players must be at least 2, team size at least 1, free-for-all size at least 2</source>
        <translation>mindestens 2 Spieler, Teamgröße mindestens 1, Größe bei Alle gegen alle mindestens 2</translation>
    </message>
    <message>
        <source>%1 is more than the %2 a synthetic history can have</source>
        <translation>%1 ist mehr als die %2, die eine synthetische Historie haben kann</translation>
    </message>
    <message>
        <source>a game has at most %1 free-for-all players or teams of %2</source>
        <translation>ein Spiel hat höchstens %1 Spieler bei Alle gegen alle oder Teams zu %2</translation>
    </message>
    <message>
        <source>%1 games of %2 players are more than the %3 results a synthetic history can have</source>
        <translation>%1 Spiele mit %2 Spielern sind mehr als die %3 Ergebnisse, die eine synthetische Historie haben kann</translation>
    </message>
    <message>
        <source>a game needs %1 players but there are only %2</source>
        <translation>ein Spiel braucht %1 Spieler, es gibt aber nur %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the %2 &apos;%3&apos; is not a number</source>
        <translation>„%1“: %2 „%3“ ist keine Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not of the form NAME=FROM:TO:STEP (or ALGORITHM.NAME=...)</source>
        <translation>„%1“ hat nicht die Form NAME=FROM:TO:STEP (oder ALGORITHM.NAME=...)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the step must be above 0</source>
        <translation>„%1“: der Schritt muss über 0 liegen</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: TO is below FROM</source>
        <translation>„%1“: TO liegt unter FROM</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than 10,000 values</source>
        <translation>„%1“ hat mehr als 10.000 Werte</translation>
    </message>
    <message>
        <source>%1 has no parameter &apos;%2&apos;</source>
        <translation>%1 hat keinen Parameter „%2“</translation>
    </message>
    <message>
        <source>the sweeps make more than %1 settings to try</source>
        <translation>die Durchläufe ergeben mehr als %1 Einstellungen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a parameter of none of the algorithms compared</source>
        <translation>„%1“ ist Parameter keines der verglichenen Algorithmen</translation>
    </message>
    <message>
        <source>every player of this side played 0 minutes; a side needs a player who took part</source>
        <translation>jeder Spieler dieser Seite hat 0 Minuten gespielt; eine Seite braucht einen Spieler, der mitgespielt hat</translation>
    </message>
    <message>
        <source>every player of this side has weight 0 (not playing); a side needs a player who took part</source>
        <translation>jeder Spieler dieser Seite hat Gewicht 0 (spielt nicht mit); eine Seite braucht einen Spieler, der mitgespielt hat</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>(%n drawn)</source>
        <translation>
            <numerusform>(%n unentschieden)</numerusform>
            <numerusform>(%n unentschieden)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A place in a heat&apos;s finishing order: &quot;1. Ann&quot;.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>waiting for confirmation</source>
        <translation>wartet auf Bestätigung</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>strittig</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>ersetzt</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) from %1 within a minute: that address is paused for a minute</source>
        <translation>
            <numerusform>%n falscher Code von %1 innerhalb einer Minute: diese Adresse ist für eine Minute gesperrt</numerusform>
            <numerusform>%n falsche Codes von %1 innerhalb einer Minute: diese Adresse ist für eine Minute gesperrt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) at this table within a minute: for a minute, each address may try once</source>
        <translation>
            <numerusform>%n falscher Code an diesem Tisch innerhalb einer Minute: eine Minute lang hat jede Adresse nur einen Versuch</numerusform>
            <numerusform>%n falsche Codes an diesem Tisch innerhalb einer Minute: eine Minute lang hat jede Adresse nur einen Versuch</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerLogin</name>
    <message>
        <source>Connect to Server</source>
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>&amp;Password for %1:</source>
        <translation>&amp;Passwort für %1:</translation>
    </message>
    <message>
        <source>&amp;Remember it in the desktop&apos;s keyring</source>
        <translation>Im &amp;Schlüsselbund des Desktops merken</translation>
    </message>
    <message>
        <source>Connected; the password could not be kept in the keyring: %1</source>
        <translation>Verbunden; das Passwort konnte nicht im Schlüsselbund gespeichert werden: %1</translation>
    </message>
    <message>
        <source>There is no club in %1 yet. Make a new club there?</source>
        <translation>In %1 gibt es noch keinen Club. Dort einen neuen Club anlegen?</translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation>Club öffnen</translation>
    </message>
    <message>
        <source>Enter &amp;Password…</source>
        <translation>&amp;Passwort eingeben…</translation>
    </message>
</context>
<context>
    <name>WebText</name>
    <message>
        <source>Podium live board</source>
        <translation>Podium-Live-Anzeige</translation>
    </message>
    <message>
        <source>The club cannot be read just now. This page tries again by itself.</source>
        <translation>Die Club-Datei kann gerade nicht gelesen werden. Diese Seite versucht es gleich noch einmal.</translation>
    </message>
    <message>
        <source>%1, bracket</source>
        <translation>%1, Turnierbaum</translation>
    </message>
    <message>
        <source>R%1 M%2</source>
        <translation>R%1 S%2</translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation>V%1 S%2</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Großes Finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Entscheidungsfinale</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Verliererfinale</translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation>Verliererrunde %1</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Gewinnerfinale</translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation>Gewinnerrunde %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>kein Spiel</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation>Sieger %1</translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation>Verlierer %1</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>noch offen</translation>
    </message>
    <message>
        <source>%1 · round %2, table %3</source>
        <translation>%1 · Runde %2, Tisch %3</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>Round and standings</source>
        <translation>Runde und Tabelle</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <source>This event has no bracket.</source>
        <translation>Dieses Turnier hat keinen Turnierbaum.</translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now.</source>
        <translation>Noch nicht ausgelost: die Setzliste, wie sie jetzt steht.</translation>
    </message>
    <message>
        <source>Champion: </source>
        <translation>Sieger: </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>Freilos mit halbem Punkt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <source>No round is paired yet.</source>
        <translation>Noch keine Runde ausgelost.</translation>
    </message>
    <message>
        <source>Where do I play?</source>
        <translation>Wo spiele ich?</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>W–D–L</source>
        <translation>S–U–N</translation>
    </message>
    <message>
        <source>(withdrew)</source>
        <translation>(zurückgezogen)</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>event %1 has no round paired yet</source>
        <translation>Turnier %1 hat noch keine ausgeloste Runde</translation>
    </message>
    <message>
        <source>event %1 has rounds 1 to %2, not %3</source>
        <translation>Turnier %1 hat die Runden 1 bis %2, nicht %3</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <source>event %1 is not an elimination and has no bracket</source>
        <translation>Turnier %1 ist kein K.-o.-Turnier und hat keinen Turnierbaum</translation>
    </message>
    <message>
        <source>Podium, %1</source>
        <translation>Podium, %1</translation>
    </message>
    <message>
        <source>Made with Podium on %1</source>
        <translation>Erstellt mit Podium am %1</translation>
    </message>
    <message>
        <source>Running events</source>
        <translation>Laufende Turniere</translation>
    </message>
    <message>
        <source>No event is running.</source>
        <translation>Kein Turnier läuft gerade.</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Ranglisten</translation>
    </message>
    <message>
        <source>No leaderboards yet.</source>
        <translation>Noch keine Ranglisten.</translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation>Wertung (r−2RD)</translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation>Wertung (μ−3σ)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>Platz %1 von %2</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>round %1, bye</source>
        <translation>Runde %1, Freilos</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>gegen %1</translation>
    </message>
    <message>
        <source>No game to play in a running event.</source>
        <translation>Kein Spiel offen in einem laufenden Turnier.</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message>
        <source>Rating history of %1 on %2</source>
        <translation>Wertungsverlauf von %1 in %2</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Noch keine gewerteten Spiele.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>The latest %1 of %2 games.</source>
        <translation>Die letzten %1 von %2 Spielen.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Disziplin</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>Every discipline</source>
        <translation>Alle Disziplinen</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation>r; Band r ± 2RD; gestrichelt r − 2RD</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation>μ; Band μ ± 2σ; gestrichelt μ − 3σ</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language code of this translation, as HTML&apos;s lang attribute takes it: de, fr, es.</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>S–N</translation>
    </message>
    <message>
        <source>Player codes of %1</source>
        <translation>Spielercodes für %1</translation>
    </message>
    <message>
        <source>Report result</source>
        <translation>Ergebnis melden</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>%1: give a number from 0 to %2</source>
        <translation>%1: geben Sie eine Zahl von 0 bis %2 an</translation>
    </message>
    <message>
        <source>Give the games each player won</source>
        <translation>Geben Sie die gewonnenen Spiele jedes Spielers an</translation>
    </message>
    <message>
        <source>Choose the result</source>
        <translation>Wählen Sie das Ergebnis</translation>
    </message>
    <message>
        <source>Choose the place of %1</source>
        <translation>Wählen Sie den Platz von %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Or the games of the match:</source>
        <translation>Oder die Spiele des Matches:</translation>
    </message>
    <message>
        <source>Games won by %1</source>
        <translation>Von %1 gewonnene Spiele</translation>
    </message>
    <message>
        <source>Games drawn</source>
        <extracomment>The label of the field for the games of a match that were drawn.</extracomment>
        <translation>Unentschiedene Spiele</translation>
    </message>
    <message>
        <source>%1 reported: %2 (%3)</source>
        <translation>%1 hat gemeldet: %2 (%3)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>There is no such page on this board.</source>
        <translation>Diese Seite gibt es auf dieser Anzeige nicht.</translation>
    </message>
    <message>
        <source>Players do not report results of this event; the desk enters them.</source>
        <translation>In diesem Turnier melden die Spieler ihre Ergebnisse nicht selbst; die Turnierleitung trägt sie ein.</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 that takes a report now.</source>
        <translation>Runde %1 hat keinen Tisch %2, der jetzt eine Meldung annimmt.</translation>
    </message>
    <message>
        <source>Round %1 · Table %2</source>
        <translation>Runde %1 · Tisch %2</translation>
    </message>
    <message>
        <source>This table has a result already; a report now goes to the desk.</source>
        <translation>Dieser Tisch hat bereits ein Ergebnis; eine Meldung geht jetzt an die Turnierleitung.</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Ihr Code</translation>
    </message>
    <message>
        <source>The other side confirms with their own code; the desk settles a dispute.</source>
        <translation>Die Gegenseite bestätigt mit ihrem eigenen Code; bei Uneinigkeit entscheidet die Turnierleitung.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Meldung senden</translation>
    </message>
    <message>
        <source>Back to the round</source>
        <translation>Zurück zur Runde</translation>
    </message>
    <message>
        <source>%1, table %2</source>
        <translation>%1, Tisch %2</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Nicht gesendet</translation>
    </message>
    <message>
        <source>A report can only be sent from this board&apos;s own page.</source>
        <translation>Eine Meldung kann nur von einer Seite dieser Anzeige aus gesendet werden.</translation>
    </message>
    <message>
        <source>The report is too long.</source>
        <translation>Die Meldung ist zu lang.</translation>
    </message>
    <message>
        <source>This report was sent already. Load the page again to send another.</source>
        <translation>Diese Meldung wurde bereits gesendet. Laden Sie die Seite neu, um eine weitere zu senden.</translation>
    </message>
    <message>
        <source>This page is out of date. Load it again and send the report once more.</source>
        <translation>Diese Seite ist veraltet. Laden Sie sie neu und senden Sie die Meldung noch einmal.</translation>
    </message>
    <message>
        <source>Players do not report results of this event.</source>
        <translation>In diesem Turnier melden die Spieler ihre Ergebnisse nicht selbst.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes. Try again in %n second(s).</source>
        <translation>
            <numerusform>Zu viele falsche Codes. Versuche es in %n Sekunde erneut.</numerusform>
            <numerusform>Zu viele falsche Codes. Versuche es in %n Sekunden erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>That code is not the code of a player at this table.</source>
        <translation>Dieser Code gehört keinem Spieler an diesem Tisch.</translation>
    </message>
    <message>
        <source>Sent to the desk</source>
        <translation>An die Turnierleitung gesendet</translation>
    </message>
    <message>
        <source>%1: %2. The result could not be entered, so the desk will settle it.</source>
        <translation>%1: %2. Das Ergebnis konnte nicht eingetragen werden, daher entscheidet die Turnierleitung.</translation>
    </message>
    <message>
        <source>Result entered</source>
        <translation>Ergebnis eingetragen</translation>
    </message>
    <message>
        <source>%1: %2. Confirmed by both sides and entered.</source>
        <translation>%1: %2. Von beiden Seiten bestätigt und eingetragen.</translation>
    </message>
    <message>
        <source>%1: %2. %3; the desk will settle it.</source>
        <translation>%1: %2. %3; die Turnierleitung entscheidet.</translation>
    </message>
    <message>
        <source>Report sent</source>
        <translation>Meldung gesendet</translation>
    </message>
    <message>
        <source>%1: %2. Waiting for the other side to confirm it with their code.</source>
        <translation>%1: %2. Die Gegenseite muss es noch mit ihrem Code bestätigen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. Waiting for %n more player(s) of the table to confirm it.</source>
        <translation>
            <numerusform>%1: %2. Es fehlt noch die Bestätigung von %n weiteren Spieler des Tisches.</numerusform>
            <numerusform>%1: %2. Es fehlt noch die Bestätigung von %n weiteren Spielern des Tisches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan the QR code, or open the live board and type your code, to report the result of your table. Do not share your code.</source>
        <translation>Scannen Sie den QR-Code oder öffnen Sie die Live-Anzeige und geben Sie Ihren Code ein, um das Ergebnis Ihres Tisches zu melden. Geben Sie Ihren Code an niemanden weiter.</translation>
    </message>
    <message>
        <source>The other players of the heat confirm with their own codes; the desk settles a dispute.</source>
        <translation>Die anderen Spieler des Vorlaufs bestätigen mit ihren eigenen Codes; bei Uneinigkeit entscheidet die Turnierleitung.</translation>
    </message>
    <message>
        <source>Send the report from the board&apos;s page.</source>
        <translation>Senden Sie die Meldung über die Seite der Anzeige.</translation>
    </message>
    <message>
        <source>%1: %2. Confirmed by most of the players at the table and entered.</source>
        <translation>%1: %2. Von der Mehrheit der Spieler am Tisch bestätigt und eingetragen.</translation>
    </message>
    <message>
        <source>Finished events</source>
        <translation>Beendete Turniere</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>round %1, absent</source>
        <translation>Runde %1, abwesend</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Leaderboards and tournaments for clubs and LAN parties.</source>
        <translation>Ranglisten und Turniere für Clubs und LAN-Partys.</translation>
    </message>
    <message>
        <source>The club database to open (.podium).</source>
        <translation>Die zu öffnende Club-Datenbank (.podium).</translation>
    </message>
    <message>
        <source>Open the club, show its first leaderboard, and quit.</source>
        <translation>Den Club öffnen, seine erste Rangliste anzeigen und beenden.</translation>
    </message>
</context>
<context>
    <name>podium::ui::BacktestChart</name>
    <message>
        <source>The games sorted by how close each algorithm&apos;s best settings expected them to be, closest first: the share of all draws found within the first x % of them. A curve above the dashed diagonal (games in no order) finds draws among the games it calls close.</source>
        <translation>Die Spiele danach sortiert, wie knapp die besten Einstellungen jedes Algorithmus sie erwarteten, die knappsten zuerst: der Anteil aller Unentschieden unter den ersten x % davon. Eine Kurve über der gestrichelten Diagonale (Spiele ohne Ordnung) findet die Unentschieden unter den Spielen, die sie knapp nennt.</translation>
    </message>
    <message>
        <source>The duels in ten bins of the chance given to the first player: the mean chance against the share the first player won. On the dashed diagonal, the chances come true.</source>
        <translation>Die Duelle in zehn Klassen nach der Chance, die dem ersten Spieler gegeben wurde: die mittlere Chance gegen den Anteil, den der erste Spieler gewann. Auf der gestrichelten Diagonale treffen die Chancen ein.</translation>
    </message>
    <message>
        <source>Chance of the first player</source>
        <translation>Chance des ersten Spielers</translation>
    </message>
    <message>
        <source>Games, closest first</source>
        <translation>Spiele, knappste zuerst</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Draws found</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>Draws against match quality</source>
        <translation>Unentschieden nach Spielqualität</translation>
    </message>
    <message>
        <source>Calibration of the duels</source>
        <translation>Kalibrierung der Duelle</translation>
    </message>
</context>
<context>
    <name>podium::ui::BoardDialog</name>
    <message>
        <source>Cop&amp;y Address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Live Board on the Local Network</source>
        <translation>Live-Anzeige im lokalen Netz</translation>
    </message>
    <message>
        <source>&lt;p&gt;The live board is off until you start it. While it runs, the phones and the projector in the hall open the club&apos;s standings, events and players in a web browser, with nothing to install. The pages are read-only and follow every result within two seconds.&lt;/p&gt;&lt;p&gt;The board is not encrypted and has no password: start it only on the hall&apos;s own network, as Qt&apos;s documentation advises for its web server. It stops when you stop it or quit Podium.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Live-Anzeige ist aus, bis Sie sie starten. Solange sie läuft, öffnen die Handys und der Beamer im Saal die Ranglisten, Turniere und Spieler des Clubs im Webbrowser, ohne etwas zu installieren. Die Seiten sind nur lesbar und folgen jedem Ergebnis binnen zwei Sekunden.&lt;/p&gt;&lt;p&gt;Die Anzeige ist nicht verschlüsselt und hat kein Passwort: Starten Sie sie nur im eigenen Netz des Saals, wie es die Dokumentation von Qt für seinen Webserver rät. Sie endet, wenn Sie sie beenden oder Podium schließen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every network of this computer&lt;/b&gt; can then reach the board, the internet too where this computer is connected to it directly. Choose it only when phones cannot reach the other addresses.</source>
        <translation>&lt;b&gt;Jedes Netz dieses Computers&lt;/b&gt; kann die Anzeige dann erreichen, auch das Internet, wo dieser Computer direkt damit verbunden ist. Wählen Sie dies nur, wenn die Handys die anderen Adressen nicht erreichen.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>%1 (this computer on the local network)</source>
        <translation>%1 (dieser Computer im lokalen Netz)</translation>
    </message>
    <message>
        <source>127.0.0.1 (this computer only)</source>
        <translation>127.0.0.1 (nur dieser Computer)</translation>
    </message>
    <message>
        <source>0.0.0.0 (every network of this computer)</source>
        <translation>0.0.0.0 (jedes Netz dieses Computers)</translation>
    </message>
    <message>
        <source>The board could not start: %1.</source>
        <translation>Die Anzeige konnte nicht starten: %1.</translation>
    </message>
    <message>
        <source>&amp;Stop the Board</source>
        <translation>Anzeige &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Start the Board</source>
        <translation>Anzeige s&amp;tarten</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>QR-Code von %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::BoardSharing</name>
    <message>
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <source>&amp;Live Board on the Local Network…</source>
        <translation>&amp;Live-Anzeige im lokalen Netz…</translation>
    </message>
    <message>
        <source>Live board: %1</source>
        <translation>Live-Anzeige: %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::BracketView</name>
    <message>
        <source>R%1 M%2</source>
        <translation>R%1 S%2</translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation>V%1 S%2</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Großes Finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Entscheidungsfinale</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>kein Spiel</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation>Sieger %1</translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation>Verlierer %1</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Verliererfinale</translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation>Verliererrunde %1</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Gewinnerfinale</translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation>Gewinnerrunde %1</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Winner of Grand final</source>
        <translation>Sieger Großes Finale</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Turniersieger</translation>
    </message>
    <message>
        <source>The bracket needs at least two entrants.</source>
        <translation>Der Turnierbaum braucht mindestens zwei Teilnehmer.</translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now; pairing round 1 makes the draw.</source>
        <translation>Noch nicht ausgelost: die Setzliste nach aktuellem Stand; die Auslosung von Runde 1 legt den Baum fest.</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>noch offen</translation>
    </message>
    <message>
        <source>Bracket of %1</source>
        <translation>Turnierbaum von %1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Zoom to fit the whole bracket</source>
        <translation>Den ganzen Turnierbaum einpassen</translation>
    </message>
    <message>
        <source>Actual Size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>The bracket at its own size</source>
        <translation>Der Turnierbaum in seiner eigenen Größe</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Drag to move, Ctrl and the wheel to zoom, double-click a match to enter its result</source>
        <translation>Ziehen verschiebt, Strg und Mausrad zoomen, ein Doppelklick auf ein Spiel trägt sein Ergebnis ein</translation>
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
        <translation>Club öffnen</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation>Podium-Clubs (*.podium);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>There is no club at %1.</source>
        <translation>Unter %1 gibt es keinen Club.</translation>
    </message>
    <message>
        <source>Create a new club there?</source>
        <translation>Dort einen neuen Club erstellen?</translation>
    </message>
    <message>
        <source>&amp;Create Club</source>
        <translation>Club &amp;erstellen</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>New Club</source>
        <translation>Neuer Club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation>Podium-Clubs (*.podium)</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>%1 is no longer there.</source>
        <translation>%1 ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <source>No clubs opened yet</source>
        <translation>Noch keine Clubs geöffnet</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubSheets</name>
    <message>
        <source>Standings of %1</source>
        <translation>Tabelle von %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Noch keine gewerteten Spiele.</translation>
    </message>
    <message>
        <source>Player card: %1</source>
        <translation>Spielerkarte: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: place %2 of %3, rating %4, %Ln game(s) (%5 won, %6 drawn, %7 lost)</source>
        <translation>
            <numerusform>%1: Platz %2 von %3, Wertung %4, %Ln Spiel (%5 gewonnen, %6 unentschieden, %7 verloren)</numerusform>
            <numerusform>%1: Platz %2 von %3, Wertung %4, %Ln Spiele (%5 gewonnen, %6 unentschieden, %7 verloren)</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>Wertung danach</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>Platz %1 von %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubTransfers</name>
    <message>
        <source>Import Games</source>
        <translation>Spiele importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>Es wurde nichts importiert.

%1</translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Exported the standings of %1 to %2</source>
        <translation>Tabelle von %1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Spiele exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported every game to %1</source>
        <translation>Alle Spiele nach %1 exportiert</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>Der Import wurde abgebrochen; es wurde nichts importiert.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1; new players: %2.</source>
        <translation>
            <numerusform>%Ln Spiel in %1 importiert; neue Spieler: %2.</numerusform>
            <numerusform>%Ln Spiele in %1 importiert; neue Spieler: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1 (%2 already there); new players: %3.</source>
        <translation>
            <numerusform>%Ln Spiel in %1 importiert (%2 bereits vorhanden); neue Spieler: %3.</numerusform>
            <numerusform>%Ln Spiele in %1 importiert (%2 bereits vorhanden); neue Spieler: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Event as TRF</source>
        <translation>Turnier als TRF exportieren</translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation>Wählen Sie zuerst auf der Seite „Turniere“ ein Turnier aus.</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>TRF-Dateien (*.trf)</translation>
    </message>
    <message>
        <source>Exported the event %1 to %2</source>
        <translation>Turnier %1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Import Event from TRF</source>
        <translation>Turnier aus TRF importieren</translation>
    </message>
    <message>
        <source>TRF files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>TRF-Dateien (*.trf *.trfx *.txt);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported the event %1 with %Ln player(s) from %2.</source>
        <translation>
            <numerusform>Turnier %1 mit %Ln Spieler aus %2 importiert.</numerusform>
            <numerusform>Turnier %1 mit %Ln Spielern aus %2 importiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::CodeSlipSheet</name>
    <message>
        <source>Player codes of %1</source>
        <translation>Spielercodes für %1</translation>
    </message>
    <message>
        <source>Scan the QR code, or open the live board and type your code, to report the result of your table. Do not share your code.</source>
        <translation>Scannen Sie den QR-Code oder öffnen Sie die Live-Anzeige und geben Sie Ihren Code ein, um das Ergebnis Ihres Tisches zu melden. Geben Sie Ihren Code an niemanden weiter.</translation>
    </message>
    <message>
        <source>Open the live board and type your code to report the result of your table. Do not share your code.</source>
        <translation>Öffnen Sie die Live-Anzeige und geben Sie Ihren Code ein, um das Ergebnis Ihres Tisches zu melden. Geben Sie Ihren Code an niemanden weiter.</translation>
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
        <translation>%1, Standardwerte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The best of these settings: the lowest log-loss (the lowest prediction error where there are no duels)</source>
        <translation>Die beste dieser Einstellungen: der niedrigste Log-Loss (der niedrigste Vorhersagefehler, wo es keine Duelle gibt)</translation>
    </message>
    <message>
        <source>No duels to score</source>
        <translation>Keine Duelle zu bewerten</translation>
    </message>
    <message>
        <source>No pairs of sides with different places</source>
        <translation>Keine Paare von Seiten mit verschiedenen Plätzen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Prediction
error</source>
        <translation>Vorhersage-
fehler</translation>
    </message>
    <message>
        <source>Challenged
by %1</source>
        <translation>Herausgefordert
von %1</translation>
    </message>
    <message>
        <source>Duels</source>
        <translation>Duelle</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Log-Loss</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>The algorithm and the parameters it ran with (those not named have their defaults)</source>
        <translation>Der Algorithmus und die Parameter, mit denen er lief (nicht genannte haben ihre Standardwerte)</translation>
    </message>
    <message>
        <source>Of all pairs of sides that finished in different places, the share where the side the ratings made weaker finished ahead (equal strengths count half). Lower is better.</source>
        <translation>Von allen Paaren von Seiten, die auf verschiedenen Plätzen endeten, der Anteil, bei dem die laut Wertung schwächere Seite vorne lag (gleiche Stärken zählen halb). Niedriger ist besser.</translation>
    </message>
    <message>
        <source>The prediction error on the 20 % of games that %1 (its best settings here) found the tightest: the paper&apos;s &quot;challenged&quot;. Lower is better.</source>
        <translation>Der Vorhersagefehler auf den 20 % der Spiele, die %1 (seine besten Einstellungen hier) am knappsten fand: das „challenged“ des Artikels. Niedriger ist besser.</translation>
    </message>
    <message>
        <source>Games of two players, one against one, that were not drawn: the games that log-loss and Brier score</source>
        <translation>Spiele zweier Spieler, einer gegen einen, die nicht unentschieden endeten: die Spiele, die Log-Loss und Brier bewerten</translation>
    </message>
    <message>
        <source>On the duels: the mean of −ln p, where p is the chance the ratings gave the winner. Lower is better; always guessing 50 % scores 0.693.</source>
        <translation>Auf den Duellen: der Mittelwert von −ln p, wobei p die Chance ist, die die Wertung dem Sieger gab. Niedriger ist besser; immer 50 % zu schätzen ergibt 0,693.</translation>
    </message>
    <message>
        <source>On the duels: the mean of (1 − p)², where p is the chance the ratings gave the winner. Lower is better; always guessing 50 % scores 0.250.</source>
        <translation>Auf den Duellen: der Mittelwert von (1 − p)², wobei p die Chance ist, die die Wertung dem Sieger gab. Niedriger ist besser; immer 50 % zu schätzen ergibt 0,250.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ComparePage</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation>Das %1-Spiel vom %2 (%3)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing, and ZoneStats rates score per hour</source>
        <translation>die Minuten von %1 fehlen, und ZoneStats wertet Punkte pro Stunde</translation>
    </message>
    <message>
        <source>%1&apos;s score is missing, and ZoneStats rates score per hour</source>
        <translation>die Punkte von %1 fehlen, und ZoneStats wertet Punkte pro Stunde</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Use &amp;these settings</source>
        <translation>Diese Einstellungen ver&amp;wenden</translation>
    </message>
    <message>
        <source>Sho&amp;w the game</source>
        <translation>Spiel &amp;öffnen</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln setting(s) to try</source>
        <translation>
            <numerusform>%Ln Einstellung zu testen</numerusform>
            <numerusform>%Ln Einstellungen zu testen</numerusform>
        </translation>
    </message>
    <message>
        <source>Replays the games with every setting, scoring what each predicted before every game</source>
        <translation>Spielt die Spiele mit jeder Einstellung nach und bewertet, was jede vor jedem Spiel vorhersagte</translation>
    </message>
    <message>
        <source>Stops the comparison (Escape)</source>
        <translation>Bricht den Vergleich ab (Esc)</translation>
    </message>
    <message>
        <source>%v of %m settings</source>
        <translation>%v von %m Einstellungen</translation>
    </message>
    <message>
        <source>Which rating fits this club? Each setting replays the games in order and is scored, before every game, on what it predicted. Lower is better in every column but Duels; hover a heading for what it means.</source>
        <translation>Welches Wertungssystem passt zu diesem Club? Jede Einstellung rechnet die Spiele der Reihe nach nach und wird vor jedem Spiel an ihrer Vorhersage gemessen. In jeder Spalte außer Duelle ist niedriger besser; der Tooltip einer Überschrift erklärt sie.</translation>
    </message>
    <message>
        <source>Opens the game that cannot be rated, to correct it</source>
        <translation>Öffnet das Spiel, das nicht gewertet werden kann, um es zu berichtigen</translation>
    </message>
    <message>
        <source>Tick at least one algorithm to compare.</source>
        <translation>Kreuzen Sie mindestens einen Algorithmus zum Vergleich an.</translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation>Die Spiele können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>There are no games to compare on: choose another leaderboard, discipline or dates.</source>
        <translation>Es gibt keine Spiele zum Vergleichen: Wählen Sie eine andere Rangliste, Disziplin oder andere Daten.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was compared.</source>
        <translation>Abgebrochen: Nichts wurde verglichen.</translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation>alle Disziplinen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Compared on %1: %Ln game(s)</source>
        <translation>
            <numerusform>Verglichen auf %1: %Ln Spiel</numerusform>
            <numerusform>Verglichen auf %1: %Ln Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) of sides in different places</source>
        <translation>
            <numerusform>%Ln Paar von Seiten auf verschiedenen Plätzen</numerusform>
            <numerusform>%Ln Paare von Seiten auf verschiedenen Plätzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duel(s)</source>
        <translation>
            <numerusform>%Ln Duell</numerusform>
            <numerusform>%Ln Duelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln drawn pair(s).</source>
        <translation>
            <numerusform>%Ln unentschiedenes Paar.</numerusform>
            <numerusform>%Ln unentschiedene Paare.</numerusform>
        </translation>
    </message>
    <message>
        <source>No draws in these games: no curve to draw</source>
        <translation>Keine Unentschieden in diesen Spielen: keine Kurve zu zeichnen</translation>
    </message>
    <message>
        <source>No duels in these games: nothing to calibrate</source>
        <translation>Keine Duelle in diesen Spielen: nichts zu kalibrieren</translation>
    </message>
    <message>
        <source>No setting predicted anything: these games have no pairs of sides in different places.</source>
        <translation>Keine Einstellung hat etwas vorhergesagt: Diese Spiele haben keine Paare von Seiten auf verschiedenen Plätzen.</translation>
    </message>
    <message>
        <source>Best by log-loss: %1 (log-loss %2, prediction error %3).</source>
        <translation>Am besten nach Log-Loss: %1 (Log-Loss %2, Vorhersagefehler %3).</translation>
    </message>
    <message>
        <source>Best by prediction error (there are no duels): %1 (%2).</source>
        <translation>Am besten nach Vorhersagefehler (es gibt keine Duelle): %1 (%2).</translation>
    </message>
    <message>
        <source>one of the algorithms</source>
        <translation>einen der Algorithmen</translation>
    </message>
    <message>
        <source>%1 cannot be rated by %2: %3.
Untick %2 to compare the others, or correct the game.</source>
        <translation>%1 kann von %2 nicht gewertet werden: %3.
Entfernen Sie das Häkchen bei %2, um die anderen zu vergleichen, oder berichtigen Sie das Spiel.</translation>
    </message>
    <message>
        <source>These settings cannot run: %1.</source>
        <translation>Diese Einstellungen können nicht laufen: %1.</translation>
    </message>
    <message>
        <source>The comparison stopped: %1</source>
        <translation>Der Vergleich wurde beendet: %1</translation>
    </message>
    <message>
        <source>Choose the games and the algorithms, then Run.</source>
        <translation>Wählen Sie Spiele und Algorithmen und klicken Sie dann auf „Ausführen“.</translation>
    </message>
    <message>
        <source>Run a comparison first</source>
        <translation>Zuerst einen Vergleich ausführen</translation>
    </message>
    <message>
        <source>Draws against match quality</source>
        <translation>Unentschieden nach Spielqualität</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Vergleiche…</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Alle Disziplinen</translation>
    </message>
    <message>
        <source>Creates the leaderboard %1 for the games compared on, with these settings. Edit › Undo takes it back.</source>
        <translation>Legt die Rangliste %1 für die verglichenen Spiele mit diesen Einstellungen an. Bearbeiten › Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>%1 now rates with %2. Edit › Undo takes it back.</source>
        <translation>%1 wertet jetzt mit %2. Bearbeiten › Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Settings compared</source>
        <translation>Verglichene Einstellungen</translation>
    </message>
    <message>
        <source>Gives the leaderboard %1 these settings, or adds the leaderboard %2 with them: it asks which. Edit › Undo takes it back.</source>
        <translation>Gibt der Rangliste %1 diese Einstellungen oder legt mit ihnen die Rangliste %2 an: es wird gefragt, was von beidem. Bearbeiten › Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Use These Settings</source>
        <translation>Diese Einstellungen verwenden</translation>
    </message>
    <message>
        <source>Give the leaderboard %1 these settings (%2), or add a new leaderboard %3 with them? %1 keeps its name either way.</source>
        <translation>Der Rangliste %1 diese Einstellungen geben (%2) oder mit ihnen eine neue Rangliste %3 anlegen? %1 behält in beiden Fällen ihren Namen.</translation>
    </message>
    <message>
        <source>&amp;Change %1</source>
        <translation>%1 &amp;ändern</translation>
    </message>
    <message>
        <source>&amp;Add %1</source>
        <translation>%1 &amp;anlegen</translation>
    </message>
</context>
<context>
    <name>podium::ui::CompareSettings</name>
    <message>
        <source>Fro&amp;m</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <translation>B&amp;is</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algorithmen</translation>
    </message>
    <message>
        <source>Without a sweep an algorithm runs once: with its defaults, or with the leaderboard&apos;s parameters if it is the leaderboard&apos;s algorithm. A sweep runs every value from its first to its last, a step apart.</source>
        <translation>Ohne Variation läuft ein Algorithmus einmal: mit seinen Standardwerten oder, ist er der Algorithmus der Rangliste, mit deren Parametern. Eine Variation probiert jeden Wert vom ersten bis zum letzten, einen Schritt auseinander.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Compare on a leaderboard&apos;s games (its discipline and dates), or on the games chosen below</source>
        <translation>Auf den Spielen einer Rangliste vergleichen (ihre Disziplin und Daten) oder auf den unten gewählten Spielen</translation>
    </message>
    <message>
        <source>Le&amp;aderboard:</source>
        <translation>Ranglis&amp;te:</translation>
    </message>
    <message>
        <source>Discipli&amp;ne:</source>
        <translation>Dis&amp;ziplin:</translation>
    </message>
    <message>
        <source>Tick to backtest %1</source>
        <translation>Ankreuzen, um %1 nachzutesten</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Variieren:</translation>
    </message>
    <message>
        <source>And:</source>
        <translation>Und:</translation>
    </message>
    <message>
        <source>No parameter</source>
        <translation>Kein Parameter</translation>
    </message>
    <message>
        <source>A parameter to try at several values</source>
        <translation>Ein Parameter, der mit mehreren Werten getestet wird</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>The first value</source>
        <translation>Der erste Wert</translation>
    </message>
    <message>
        <source>The last value</source>
        <translation>Der letzte Wert</translation>
    </message>
    <message>
        <source>The step from one value to the next</source>
        <translation>Der Schritt von einem Wert zum nächsten</translation>
    </message>
    <message>
        <source>None: the games chosen below</source>
        <translation>Keine: die unten gewählten Spiele</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Alle Disziplinen</translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln setting(s) to try: take a larger step, or sweep fewer parameters.</source>
        <translation>
            <numerusform>Mehr als %Ln Einstellung zu testen: Nehmen Sie einen größeren Schritt oder variieren Sie weniger Parameter.</numerusform>
            <numerusform>Mehr als %Ln Einstellungen zu testen: Nehmen Sie einen größeren Schritt oder variieren Sie weniger Parameter.</numerusform>
        </translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
</context>
<context>
    <name>podium::ui::DocumentExports</name>
    <message>
        <source>&amp;Print…</source>
        <translation>Druc&amp;ken…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Nothing to print on this page: choose a leaderboard, an event or a player.</source>
        <translation>Auf dieser Seite gibt es nichts zu drucken: wählen Sie eine Rangliste, ein Turnier oder einen Spieler.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Nothing to export on this page: choose a leaderboard, an event or a player.</source>
        <translation>Auf dieser Seite gibt es nichts zu exportieren: wählen Sie eine Rangliste, ein Turnier oder einen Spieler.</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>Als &amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>Export as HTML</source>
        <translation>Als HTML exportieren</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Webseiten (*.html *.htm)</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventDialog</name>
    <message>
        <source>New Event</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd ... place in a heat</source>
        <translation>Punkte für den 1., 2., 3. ... Platz in einem Vorlauf</translation>
    </message>
    <message>
        <source>Tick the tie-breaks to use and drag them into order</source>
        <translation>Gewünschte Feinwertungen ankreuzen und in die richtige Reihenfolge ziehen</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>&amp;Ratings from:</source>
        <translation>&amp;Wertungen aus:</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>&amp;Runden:</translation>
    </message>
    <message>
        <source>&amp;Lobby size:</source>
        <translation>&amp;Lobbygröße:</translation>
    </message>
    <message>
        <source>&amp;Pairing:</source>
        <translation>&amp;Paarung:</translation>
    </message>
    <message>
        <source>win</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Poin&amp;ts:</source>
        <translation>P&amp;unkte:</translation>
    </message>
    <message>
        <source>&amp;Entrants:</source>
        <translation>&amp;Teilnehmer:</translation>
    </message>
    <message>
        <source>Single round robin</source>
        <translation>Einfaches Rundenturnier</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Doppelrundenturnier</translation>
    </message>
    <message>
        <source>the event needs a name</source>
        <translation>das Turnier braucht einen Namen</translation>
    </message>
    <message>
        <source>choose the discipline</source>
        <translation>wählen Sie die Disziplin</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>Nicht erstellt: %1</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <source>New players: type a name and press Enter, then the next</source>
        <translation>Neue Spieler: Name + Eingabetaste</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alle auswählen</translation>
    </message>
    <message>
        <source>Ticks every player the filter shows</source>
        <translation>Kreuzt alle vom Filter angezeigten Spieler an</translation>
    </message>
    <message>
        <source>Unticks every player the filter shows</source>
        <translation>Entfernt das Kreuz bei allen vom Filter angezeigten Spielern</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>New to the club</source>
        <translation>Neu im Club</translation>
    </message>
    <message>
        <source>%1 is ticked.</source>
        <translation>%1 ist angekreuzt.</translation>
    </message>
    <message>
        <source>%1 is new to the club. Did you mean %2? Untick %1 and tick %2 if so.</source>
        <translation>%1 ist neu im Club. Meinten Sie %2? Dann entfernen Sie das Kreuz bei %1 und kreuzen %2 an.</translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it with the event.</source>
        <translation>%1 ist neu im Club und wird mit dem Turnier aufgenommen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entrant(s)</source>
        <translation>
            <numerusform>%Ln Teilnehmer</numerusform>
            <numerusform>%Ln Teilnehmer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 of %3 players shown</source>
        <translation>%1; %2 von %3 Spielern angezeigt</translation>
    </message>
    <message>
        <source>D&amp;iscipline:</source>
        <translation>&amp;Disziplin:</translation>
    </message>
    <message>
        <source>Points by pla&amp;ce:</source>
        <translation>Punkte nach Plat&amp;z:</translation>
    </message>
    <message>
        <source>%1 (every discipline)</source>
        <translation>%1 (alle Disziplinen)</translation>
    </message>
    <message>
        <source>None yet: entrants are seeded in the order entered</source>
        <translation>Noch keine: Teilnehmer werden in der Reihenfolge der Anmeldung gesetzt</translation>
    </message>
    <message>
        <source>points by place: %1</source>
        <translation>Punkte nach Platz: %1</translation>
    </message>
    <message>
        <source>Alternate the first and second side (colours)</source>
        <translation>Erste und zweite Seite abwechseln (Farben)</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>&amp;Seiten:</translation>
    </message>
    <message>
        <source>St&amp;yle:</source>
        <translation>St&amp;il:</translation>
    </message>
    <message numerus="yes">
        <source>Automatic: %Ln round(s)</source>
        <translation>
            <numerusform>Automatisch: %Ln Runde</numerusform>
            <numerusform>Automatisch: %Ln Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>Per Los</translation>
    </message>
    <message>
        <source>The colour of the top player on board 1 in round 1; the boards below alternate (FIDE C.04.3). A lot is drawn once, as the event is created, and kept.</source>
        <translation>Die Farbe des besten Spielers an Brett 1 in Runde 1; die Bretter darunter wechseln ab (FIDE C.04.3). Ein Los wird einmal gezogen, wenn das Turnier angelegt wird, und bleibt.</translation>
    </message>
    <message>
        <source>Initial colo&amp;ur:</source>
        <translation>Anfan&amp;gsfarbe:</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>&amp;Keine auswählen</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Tie-&amp;breaks:</source>
        <translation>&amp;Feinwertungen:</translation>
    </message>
    <message>
        <source>Create e&amp;vent</source>
        <translation>Turnier &amp;erstellen</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>Tie-breaks in order</source>
        <translation>Feinwertungen in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Neue Spieler</translation>
    </message>
    <message>
        <source>Points for a win</source>
        <translation>Punkte für einen Sieg</translation>
    </message>
    <message>
        <source>Points for a draw</source>
        <translation>Punkte für ein Unentschieden</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Punkte für ein Freilos</translation>
    </message>
    <message>
        <source>Chan&amp;ge Seeds…</source>
        <translation>Setzliste &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Put the entrants in seed order, or draw it by lot</source>
        <translation>Die Teilnehmer in die Reihenfolge der Setzliste bringen oder sie auslosen</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventPairingsTable</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Erster gewinnt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Match quality from the ratings: 1 is a perfectly even game</source>
        <translation>Spielqualität nach den Wertungen: 1 ist ein völlig ausgeglichenes Spiel</translation>
    </message>
    <message>
        <source>The predicted chance that White wins</source>
        <translation>Die vorhergesagte Siegwahrscheinlichkeit von Weiß</translation>
    </message>
    <message>
        <source>The predicted chance that the first named wins</source>
        <translation>Die vorhergesagte Siegwahrscheinlichkeit des Erstgenannten</translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (White won), 0 (Black won) or = or ½ (a draw); Enter opens the result</source>
        <translation>In der Zeile eines Tisches 1 (Weiß gewinnt), 0 (Schwarz gewinnt) oder = bzw. ½ (Unentschieden) eingeben; die Eingabetaste öffnet das Ergebnis</translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (the first named won), 0 (the second won) or = or ½ (a draw); Enter opens the result</source>
        <translation>In der Zeile eines Tisches 1 (Erstgenannter gewinnt), 0 (Zweiter gewinnt) oder = bzw. ½ (Unentschieden) eingeben; die Eingabetaste öffnet das Ergebnis</translation>
    </message>
    <message>
        <source>%1: colours before this round %2</source>
        <translation>%1: Farben vor dieser Runde %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players: %1</source>
        <translation>
            <numerusform>%Ln Spieler: %1</numerusform>
            <numerusform>%Ln Spieler: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>A bye: no game, no table</source>
        <translation>Ein Freilos: kein Spiel, kein Tisch</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventSheet</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
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
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Halbes Freilos</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
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
        <translation>DV</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Wtg</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (zurückgezogen)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Abwesend</translation>
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
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (zurückgezogen)</translation>
    </message>
    <message>
        <source>What put this player ahead of those level with them on points</source>
        <translation>Was diesen Spieler vor die punktgleichen Spieler gebracht hat</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>How far the player went in the bracket</source>
        <translation>Wie weit der Spieler im Turnierbaum gekommen ist</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>White (W) and Black (B) round by round, - for a round without a game, and the number of Whites minus Blacks</source>
        <translation>Weiß (W) und Schwarz (B) Runde für Runde, - für eine Runde ohne Spiel, und die Zahl der Spiele mit Weiß minus der mit Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>kein Spiel</translation>
    </message>
    <message>
        <source>, floated down</source>
        <translation>, heruntergelost</translation>
    </message>
    <message>
        <source>, floated up</source>
        <translation>, hochgelost</translation>
    </message>
    <message>
        <source>Round %1: %2%3</source>
        <translation>Runde %1: %2%3</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventsPage</name>
    <message>
        <source>&amp;New Event…</source>
        <translation>Neues &amp;Turnier…</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>An&amp;melden…</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Zurückziehen</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;unde:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>No events yet: &lt;b&gt;New Event…&lt;/b&gt; starts one.</source>
        <translation>Noch keine Turniere: &lt;b&gt;Neues Turnier…&lt;/b&gt; erstellt eines.</translation>
    </message>
    <message>
        <source>%1 of %2 rounds</source>
        <translation>%1 von %2 Runden</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <translation>
            <numerusform>%Ln Runde gespielt</numerusform>
            <numerusform>%Ln Runden gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %3, ratings from %4; %5; %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2, %3, Wertungen: %4; %5; %6</translation>
    </message>
    <message>
        <source>no leaderboard</source>
        <translation>keine Rangliste</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Corrected results have changed the standings that paired later rounds; those rounds were left as they were:
%1</source>
        <translation>Korrigierte Ergebnisse haben die Tabelle verändert, nach der spätere Runden ausgelost wurden; diese Runden bleiben unverändert:
%1</translation>
    </message>
    <message>
        <source>Entrants (ticked: checked in)</source>
        <translation>Teilnehmer (angekreuzt: anwesend)</translation>
    </message>
    <message>
        <source>Tick to check a player in (or bring them back), untick to withdraw them from the rounds still to be paired</source>
        <translation>Ankreuzen, um einen Spieler als anwesend zu melden (oder zurückzuholen); Kreuz entfernen, um ihn aus den noch auszulosenden Runden zurückzuziehen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Beendet: %1</translation>
    </message>
    <message>
        <source>Export Event Standings</source>
        <translation>Turniertabelle exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Table %1 is not a game of two: press Enter to enter its places.</source>
        <translation>Tisch %1 ist kein Spiel zu zweit: drücken Sie die Eingabetaste, um die Plätze einzutragen.</translation>
    </message>
    <message>
        <source>This event&apos;s games cannot be drawn.</source>
        <translation>In diesem Turnier gibt es kein Unentschieden.</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Paarungen</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Turnierbaum</translation>
    </message>
    <message>
        <source>Pair Ne&amp;xt Round</source>
        <translation>Nächste Runde ausl&amp;osen</translation>
    </message>
    <message>
        <source>Enter Res&amp;ult…</source>
        <translation>Ergebn&amp;is eintragen…</translation>
    </message>
    <message>
        <source>Dele&amp;te Event</source>
        <translation>Turnier lös&amp;chen</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Print the round and the standings (%1)</source>
        <translation>Runde und Tabelle drucken (%1)</translation>
    </message>
    <message>
        <source>Export St&amp;andings…</source>
        <translation>Tabelle e&amp;xportieren…</translation>
    </message>
    <message>
        <source>%1 is not a match score: type the games each side won, such as 2-1, then Enter.</source>
        <translation>%1 ist kein Matchergebnis: geben Sie die von jeder Seite gewonnenen Spiele ein, etwa 2-1, dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>Games %1: Enter enters the match score.</source>
        <translation>Spiele %1: die Eingabetaste trägt das Matchergebnis ein.</translation>
    </message>
    <message>
        <source>Replace Result</source>
        <translation>Ergebnis ersetzen</translation>
    </message>
    <message>
        <source>Table %1 already has a result: %2.</source>
        <translation>Tisch %1 hat bereits ein Ergebnis: %2.</translation>
    </message>
    <message>
        <source>Replace it with the new one?</source>
        <translation>Durch das neue ersetzen?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>the table keeps its result</source>
        <translation>der Tisch behält sein Ergebnis</translation>
    </message>
    <message>
        <source>Pair This Round &amp;Again</source>
        <translation>Diese Runde &amp;neu auslosen</translation>
    </message>
    <message>
        <source>&amp;Rate by Leaderboard…</source>
        <translation>Mit Rangliste &amp;werten…</translation>
    </message>
    <message>
        <source>Half-point bye asked for in round %1</source>
        <translation>Halbes Freilos für Runde %1 beantragt</translation>
    </message>
    <message>
        <source>Cancel the Half-Point &amp;Bye in Round %1</source>
        <translation>Halbes &amp;Freilos in Runde %1 zurücknehmen</translation>
    </message>
    <message>
        <source>Half-Point &amp;Bye in Round %1</source>
        <translation>Halbes &amp;Freilos in Runde %1</translation>
    </message>
    <message>
        <source>The discipline&apos;s first leaderboard</source>
        <translation>Die erste Rangliste der Disziplin</translation>
    </message>
    <message>
        <source>Rate by Leaderboard</source>
        <translation>Mit Rangliste werten</translation>
    </message>
    <message>
        <source>Ratings that pair and seed %1:</source>
        <translation>Wertungen, nach denen %1 gepaart und gesetzt wird:</translation>
    </message>
    <message>
        <source>Half-point byes asked for in rounds %1</source>
        <translation>Halbe Freilose beantragt für die Runden %1</translation>
    </message>
    <message>
        <source>&amp;Players Report Results from the Board</source>
        <translation>Spieler &amp;melden Ergebnisse über die Live-Anzeige</translation>
    </message>
    <message>
        <source>Player &amp;Codes…</source>
        <translation>Spieler&amp;codes…</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Reports (%1)</source>
        <translation>Meldungen (%1)</translation>
    </message>
    <message>
        <source>Pairings of the round</source>
        <translation>Paarungen der Runde</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Turnierstand</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>round %1 of %2 paired</source>
        <translation>Runde %1 von %2 ausgelost</translation>
    </message>
    <message>
        <source>round %1 paired</source>
        <translation>Runde %1 ausgelost</translation>
    </message>
    <message>
        <source>%1: no entrant joins once the first round is paired</source>
        <translation>%1: Sobald die erste Runde ausgelost ist, kommt niemand mehr hinzu</translation>
    </message>
    <message>
        <source>&amp;Final for the Top Players…</source>
        <translation>&amp;Finale für die Besten…</translation>
    </message>
    <message>
        <source>A new event of one lobby for the best players of these heats</source>
        <translation>Ein neues Turnier mit einer Lobby für die besten Spieler dieser Vorläufe</translation>
    </message>
    <message>
        <source>A final needs at least two players still in %1.</source>
        <translation>Ein Finale braucht mindestens zwei Spieler, die noch in %1 sind.</translation>
    </message>
    <message>
        <source>Final for the Top Players</source>
        <translation>Finale für die Besten</translation>
    </message>
    <message>
        <source>Players from the top of %1&apos;s standings:</source>
        <translation>Spieler von der Spitze des Stands von %1:</translation>
    </message>
    <message>
        <source>%1 Final</source>
        <translation>%1 – Finale</translation>
    </message>
    <message>
        <source>New Event: Final of %1</source>
        <translation>Neues Turnier: Finale von %1</translation>
    </message>
    <message>
        <source>Not paired in the next round, with no points for it; still in the event after</source>
        <translation>In der nächsten Runde nicht gepaart, ohne Punkte dafür; danach weiter im Turnier</translation>
    </message>
    <message>
        <source>Absent from round %1 (asked for)</source>
        <translation>Abwesend in Runde %1 (beantragt)</translation>
    </message>
    <message>
        <source>Absent from rounds %1 (asked for)</source>
        <translation>Abwesend in den Runden %1 (beantragt)</translation>
    </message>
    <message>
        <source>Cancel the &amp;Absence from Round %1</source>
        <translation>&amp;Abwesenheit in Runde %1 zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Absent from Round %1 (No Points)</source>
        <translation>&amp;Abwesend in Runde %1 (keine Punkte)</translation>
    </message>
</context>
<context>
    <name>podium::ui::FilteredTable</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesModel</name>
    <message>
        <source>%1 (guest)</source>
        <translation>%1 (Gast)</translation>
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
        <translation>Eins gegen eins</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Alle gegen alle</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Disziplin</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesPage</name>
    <message>
        <source>Filter by player, discipline or date</source>
        <translation>Nach Spieler, Disziplin oder Datum filtern</translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation>Ergebnis löschen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Spiel</numerusform>
            <numerusform>%Ln Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 von %Ln Spiel</numerusform>
            <numerusform>%1 von %Ln Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation>Die Spiele können nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The newest %Ln game(s); reading the others…</source>
        <translation>
            <numerusform>Das neueste Spiel; die übrigen werden gelesen…</numerusform>
            <numerusform>Die neuesten %Ln Spiele; die übrigen werden gelesen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Spiele filtern</translation>
    </message>
</context>
<context>
    <name>podium::ui::HeadToHeadPage</name>
    <message>
        <source>A player, or a team as names separated by commas</source>
        <translation>Ein Spieler oder ein Team als kommagetrennte Namen</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Verglei&amp;chen</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Se&amp;ite A:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Sei&amp;te B:</translation>
    </message>
    <message>
        <source>Match quality %1.</source>
        <translation>Spielqualität %1.</translation>
    </message>
    <message>
        <source>the team of %1</source>
        <translation>das Team aus %1</translation>
    </message>
    <message>
        <source>every discipline</source>
        <translation>alle Disziplinen</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 vom %2 bis %3</translation>
    </message>
    <message>
        <source>%1 from %2 on</source>
        <translation>%1 ab %2</translation>
    </message>
    <message>
        <source>%1 up to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, a draw %4, %5 wins %6.</source>
        <translation>Chancen laut %1: %2 gewinnt mit %3, Unentschieden %4, %5 gewinnt mit %6.</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5; the ratings leave %6 for a draw, though no game on this leaderboard has been drawn yet.</source>
        <translation>Chancen laut %1: %2 gewinnt mit %3, %4 gewinnt mit %5; die Wertungen lassen %6 für ein Unentschieden, obwohl in dieser Rangliste noch kein Spiel unentschieden ausging.</translation>
    </message>
    <message>
        <source>Chances on %1: %2 can expect %3 of the points, %4 %5 (a draw counts half).</source>
        <translation>Chancen laut %1: %2 kann %3 der Punkte erwarten, %4 %5 (ein Unentschieden zählt halb).</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5.</source>
        <translation>Chancen laut %1: %2 gewinnt mit %3, %4 gewinnt mit %5.</translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s) head to head or on opposite teams:</source>
        <translation>
            <numerusform>Sie trafen %Ln-mal direkt oder in gegnerischen Teams aufeinander:</numerusform>
            <numerusform>Sie trafen %Ln-mal direkt oder in gegnerischen Teams aufeinander:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s):</source>
        <translation>
            <numerusform>Sie trafen %Ln-mal aufeinander:</numerusform>
            <numerusform>Sie trafen %Ln-mal aufeinander:</numerusform>
        </translation>
    </message>
    <message>
        <source>no draws</source>
        <translation>kein Unentschieden</translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln Unentschieden</numerusform>
            <numerusform>%Ln Unentschieden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won %2, %3 won %4, %5.</source>
        <translation>%1 gewann %2, %3 gewann %4, %5.</translation>
    </message>
    <message>
        <source>%1 never finished ahead</source>
        <translation>%1 lag nie vorn</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished ahead %Ln time(s)</source>
        <translation>
            <numerusform>%1 lag %Ln-mal vorn</numerusform>
            <numerusform>%1 lag %Ln-mal vorn</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 never</source>
        <translation>%1 nie</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln time(s)</source>
        <translation>
            <numerusform>%1 %Ln-mal</numerusform>
            <numerusform>%1 %Ln-mal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They played %Ln free-for-all game(s) together:</source>
        <translation>
            <numerusform>Sie spielten %Ln Alle-gegen-alle-Spiel zusammen:</numerusform>
            <numerusform>Sie spielten %Ln Alle-gegen-alle-Spiele zusammen:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shared place %Ln time(s)</source>
        <translation>
            <numerusform>%Ln-mal ein geteilter Platz</numerusform>
            <numerusform>%Ln-mal ein geteilter Platz</numerusform>
        </translation>
    </message>
    <message>
        <source>They have not met in the leaderboard&apos;s games.</source>
        <translation>In den Spielen der Rangliste sind sie sich nicht begegnet.</translation>
    </message>
    <message>
        <source>Type a player or a team on each side, then press Compare.</source>
        <translation>Geben Sie auf jeder Seite einen Spieler oder ein Team ein und klicken Sie dann auf „Vergleichen“.</translation>
    </message>
    <message>
        <source>The list holds the leaderboard&apos;s games of %1 where they met: head to head, on opposite teams, or in the same free-for-all, where the better place is ahead.</source>
        <translation>Die Liste enthält die Spiele der Rangliste (%1), in denen sie aufeinandertrafen: direkt, in gegnerischen Teams oder im selben Alle-gegen-alle-Spiel, wobei der bessere Platz vorn liegt.</translation>
    </message>
    <message>
        <source>Choose a leaderboard at the top of the window, or create one in the Leaderboards menu: its ratings give the chances.</source>
        <translation>Wählen Sie oben im Fenster eine Rangliste oder erstellen Sie eine im Menü „Ranglisten“: ihre Wertungen ergeben die Chancen.</translation>
    </message>
    <message>
        <source>Type a player, or a team as names separated by commas, on each side.</source>
        <translation>Geben Sie auf jeder Seite einen Spieler oder ein Team als kommagetrennte Namen ein.</translation>
    </message>
    <message>
        <source>Games between them</source>
        <translation>Spiele gegeneinander</translation>
    </message>
</context>
<context>
    <name>podium::ui::ImportDialog</name>
    <message>
        <source>Import Games</source>
        <translation>Spiele importieren</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Type a discipline, e.g. Tennis</source>
        <translation>Disziplin eingeben, z. B. Tennis</translation>
    </message>
    <message>
        <source>The discipline of these games: pick one of the club&apos;s or type a new one.</source>
        <translation>Die Disziplin dieser Spiele: wählen Sie eine des Clubs oder geben Sie eine neue ein.</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Disziplin:</translation>
    </message>
    <message>
        <source>Player &amp;names:</source>
        <translation>Spieler&amp;namen:</translation>
    </message>
    <message>
        <source>&amp;Tell apart players who would share a name by adding their ids</source>
        <translation>&amp;Gleichnamige Spieler durch Anhängen ihrer IDs unterscheiden</translation>
    </message>
    <message>
        <source>The first games as they will be imported:</source>
        <translation>Die ersten Spiele, wie sie importiert werden:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation>Datei &amp;wählen…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation>Spieler, Plätze und Punkte</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The ids in the file</source>
        <translation>Die IDs in der Datei</translation>
    </message>
    <message>
        <source>From a players file (id, name)</source>
        <translation>Aus einer Spielerdatei (id, name)</translation>
    </message>
    <message>
        <source>From the column &apos;%1&apos;</source>
        <translation>Aus der Spalte „%1“</translation>
    </message>
    <message>
        <source>The ids made readable (ann-lee: Ann Lee)</source>
        <translation>Lesbar gemachte IDs (ann-lee: Ann Lee)</translation>
    </message>
    <message>
        <source>Players File</source>
        <translation>Spielerdatei</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more name(s) would be shared as well.</source>
        <translation>
            <numerusform>%Ln weiterer Name wäre ebenfalls doppelt vergeben.</numerusform>
            <numerusform>%Ln weitere Namen wären ebenfalls doppelt vergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen…</translation>
    </message>
    <message>
        <source>The file cannot be imported as it is. Nothing has been written to the club.</source>
        <translation>Die Datei kann so nicht importiert werden. In den Club wurde nichts geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1.</source>
        <translation>
            <numerusform>%Ln Spiel von %1.</numerusform>
            <numerusform>%Ln Spiele von %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln Spieler</numerusform>
            <numerusform>%Ln Spielern</numerusform>
        </translation>
    </message>
    <message>
        <source>Name their discipline to import them.</source>
        <translation>Geben Sie ihre Disziplin an, um sie zu importieren.</translation>
    </message>
    <message>
        <source>The players are named by their ids.</source>
        <translation>Die Spieler werden nach ihren IDs benannt.</translation>
    </message>
    <message>
        <source>Choose the players file that names them.</source>
        <translation>Wählen Sie die Spielerdatei mit ihren Namen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them named.</source>
        <translation>
            <numerusform>Davon %Ln benannt.</numerusform>
            <numerusform>Davon %Ln benannt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keep(s) the id as name, having none in the names: %1</source>
        <translation>
            <numerusform>%Ln behält die ID als Namen, da kein Name vorliegt: %1</numerusform>
            <numerusform>%Ln behalten die ID als Namen, da kein Name vorliegt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Eins gegen eins</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Alle gegen alle</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
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
            <numerusform>&amp;Halbes Freilos für jede verpasste Runde (%Ln Runde)</numerusform>
            <numerusform>&amp;Halbes Freilos für jede verpasste Runde (%Ln Runden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Bei %1 anmelden</translation>
    </message>
    <message>
        <source>As arbiters give a late entry: the draw&apos;s points for each round already paired</source>
        <translation>Wie Schiedsrichter es bei Nachmeldungen handhaben: die Punkte für ein Unentschieden in jeder bereits ausgelosten Runde</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <source>%1 is not in the club. Did you mean %2?</source>
        <translation>%1 ist nicht im Club. Meinten Sie %2?</translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it.</source>
        <translation>%1 ist neu im Club und wird aufgenommen.</translation>
    </message>
</context>
<context>
    <name>podium::ui::Labels</name>
    <message>
        <source>Swiss</source>
        <translation>Schweizer System</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>K.-o.-System</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Doppel-K.-o.</translation>
    </message>
    <message>
        <source>Free-for-all heats</source>
        <translation>Vorläufe (alle gegen alle)</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz Cut 1</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Median-Buchholz</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Best match quality within score groups</source>
        <translation>Beste Spielqualität innerhalb der Punktgruppen</translation>
    </message>
    <message>
        <source>Top half against bottom half</source>
        <translation>Obere gegen untere Hälfte</translation>
    </message>
    <message>
        <source>Lobbies of equal strength</source>
        <translation>Gleich starke Lobbys</translation>
    </message>
    <message>
        <source>Seeded snake style</source>
        <translation>Gesetzt im Schlangensystem</translation>
    </message>
    <message>
        <source>Seeded by rating</source>
        <translation>Gesetzt nach Wertung</translation>
    </message>
    <message>
        <source>Seeded in the order of entry</source>
        <translation>Gesetzt in Reihenfolge der Anmeldung</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>shared place</source>
        <translation>geteilter Platz</translation>
    </message>
    <message>
        <source>μ, a new player&apos;s mean</source>
        <translation>μ, Mittelwert eines neuen Spielers</translation>
    </message>
    <message>
        <source>σ, a new player&apos;s uncertainty</source>
        <translation>σ, Unsicherheit eines neuen Spielers</translation>
    </message>
    <message>
        <source>β, performance spread</source>
        <translation>β, Leistungsstreuung</translation>
    </message>
    <message>
        <source>τ, drift between games</source>
        <translation>τ, Drift zwischen Spielen</translation>
    </message>
    <message>
        <source>Draw probability</source>
        <translation>Unentschieden-Wahrscheinlichkeit</translation>
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
        <translation>Startwertung</translation>
    </message>
    <message>
        <source>T, spread</source>
        <translation>T, Streuung</translation>
    </message>
    <message>
        <source>Game multiplier</source>
        <translation>Spielmultiplikator</translation>
    </message>
    <message>
        <source>Longest game (minutes)</source>
        <translation>Längstes Spiel (Minuten)</translation>
    </message>
    <message>
        <source>The skill a player starts with; ratings are shown as μ − kσ.</source>
        <translation>Die Spielstärke, mit der ein Spieler beginnt; Wertungen werden als μ − kσ angezeigt.</translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s skill is; it shrinks as they play.</source>
        <translation>Wie unsicher die Spielstärke eines neuen Spielers ist; sie sinkt, je mehr er spielt.</translation>
    </message>
    <message>
        <source>The rating difference that makes the stronger player about 76 % sure to win (200 is chess&apos;s 400-point scale).</source>
        <translation>Der Wertungsunterschied, bei dem der stärkere Spieler zu etwa 76 % gewinnt (200 entspricht der 400-Punkte-Skala im Schach).</translation>
    </message>
    <message>
        <source>How much one game&apos;s performance varies around the skill: larger makes upsets likelier.</source>
        <translation>Wie stark die Leistung in einem Spiel um die Spielstärke schwankt: größere Werte machen Überraschungen wahrscheinlicher.</translation>
    </message>
    <message>
        <source>Uncertainty added before each game, so that ratings keep moving over a long history.</source>
        <translation>Unsicherheit, die vor jedem Spiel hinzukommt, damit Wertungen auch über eine lange Historie beweglich bleiben.</translation>
    </message>
    <message>
        <source>How often two equal players draw; 0 for games that cannot be drawn.</source>
        <translation>Wie oft zwei gleich starke Spieler unentschieden spielen; 0 für Spiele ohne Unentschieden.</translation>
    </message>
    <message>
        <source>The most a rating moves in one game (chess clubs use 10 to 40).</source>
        <translation>Wie weit sich eine Wertung in einem Spiel höchstens bewegt (Schachvereine verwenden 10 bis 40).</translation>
    </message>
    <message>
        <source>How cautious the shown rating is: μ − kσ, so 3 puts a player 99.9 % sure above it.</source>
        <translation>Wie vorsichtig die angezeigte Wertung ist: μ − kσ; bei 3 liegt ein Spieler mit 99,9 % Sicherheit darüber.</translation>
    </message>
    <message>
        <source>Logistic is chess&apos;s Elo; Gaussian is the TrueSkill paper&apos;s Elo baseline.</source>
        <translation>Logistisch entspricht Elo im Schach; Gaußsch ist die Elo-Vergleichsbasis aus dem TrueSkill-Paper.</translation>
    </message>
    <message>
        <source>The rating a new player starts with (the description&apos;s 500).</source>
        <translation>Die Wertung, mit der ein neuer Spieler beginnt (laut Beschreibung 500).</translation>
    </message>
    <message>
        <source>The rating a new player starts with.</source>
        <translation>Die Wertung, mit der ein neuer Spieler beginnt.</translation>
    </message>
    <message>
        <source>The spread of the ratings: T points ahead makes a player 73 % likely to outscore the other.</source>
        <translation>Die Streuung der Wertungen: mit T Punkten Vorsprung erzielt ein Spieler mit 73 % Wahrscheinlichkeit mehr Punkte als der andere.</translation>
    </message>
    <message>
        <source>Points at stake per minute played: a game moves a rating by at most this much a minute.</source>
        <translation>Punkte, um die es pro gespielter Minute geht: ein Spiel bewegt eine Wertung höchstens um so viel pro Minute.</translation>
    </message>
    <message>
        <source>A longer game counts as this many minutes (the description&apos;s MAX_GAME_LENGTH).</source>
        <translation>Ein längeres Spiel zählt als so viele Minuten (laut Beschreibung MAX_GAME_LENGTH).</translation>
    </message>
    <message>
        <source>Logistic (chess)</source>
        <translation>Logistisch (Schach)</translation>
    </message>
    <message>
        <source>Gaussian (the TrueSkill paper&apos;s baseline)</source>
        <translation>Gaußsch (Vergleichsbasis des TrueSkill-Papers)</translation>
    </message>
    <message>
        <source>the higher score group could not be paired within itself without a rematch or leaving someone out</source>
        <translation>die höhere Punktgruppe ließ sich nicht in sich paaren, ohne dass es eine erneute Begegnung gibt oder jemand ausgelassen wird</translation>
    </message>
    <message>
        <source>the quality pairing weighs score groups against closeness in rating, and crosses a group for a closer game, to avoid a rematch or to leave no one out</source>
        <translation>die Qualitätspaarung wägt Punktgruppen gegen Wertungsnähe ab und überschreitet eine Gruppe für ein ausgeglicheneres Spiel, um eine erneute Begegnung zu vermeiden oder niemanden auszulassen</translation>
    </message>
    <message>
        <source>%1 on %2 floats down to %3 on %4: %5</source>
        <translation>%1 mit %2 wird zu %3 mit %4 heruntergelost: %5</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Still in</source>
        <translation>Noch dabei</translation>
    </message>
    <message>
        <source>Not in the draw</source>
        <translation>Nicht im Turnierbaum</translation>
    </message>
    <message>
        <source>Lost the grand final</source>
        <translation>Großes Finale verloren</translation>
    </message>
    <message>
        <source>Lost the losers&apos; final</source>
        <translation>Verliererfinale verloren</translation>
    </message>
    <message>
        <source>Out in losers&apos; round %1</source>
        <translation>In Verliererrunde %1 ausgeschieden</translation>
    </message>
    <message>
        <source>Lost the final</source>
        <translation>Finale verloren</translation>
    </message>
    <message>
        <source>Out in the semi-finals</source>
        <translation>Im Halbfinale ausgeschieden</translation>
    </message>
    <message>
        <source>Out in round %1</source>
        <translation>In Runde %1 ausgeschieden</translation>
    </message>
    <message>
        <source>Opponents&apos; match-win %</source>
        <translation>Match-Siegquote der Gegner</translation>
    </message>
    <message>
        <source>Game-win %</source>
        <translation>Spiel-Siegquote</translation>
    </message>
    <message>
        <source>Opponents&apos; game-win %</source>
        <translation>Spiel-Siegquote der Gegner</translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation>Holländisches System (FIDE)</translation>
    </message>
    <message>
        <source>Card-game Swiss</source>
        <translation>Schweizer System für Kartenspiele</translation>
    </message>
    <message>
        <source>Closest ratings</source>
        <translation>Ähnlichste Wertungen</translation>
    </message>
    <message>
        <source>FIDE Dutch system: top half against bottom half, colours balanced — for chess and games with sides.</source>
        <translation>Holländisches System (FIDE): obere gegen untere Hälfte, ausgeglichene Farben — für Schach und Spiele mit Seiten.</translation>
    </message>
    <message>
        <source>Card-game Swiss: 3 points a win, random pairing in each point group, tie-breaks by opponents&apos; match-win % — for card and video games.</source>
        <translation>Schweizer System für Kartenspiele: 3 Punkte pro Sieg, zufällige Paarung in jeder Punktgruppe, Feinwertung nach Match-Siegquote der Gegner — für Karten- und Videospiele.</translation>
    </message>
    <message>
        <source>Closest ratings within score groups: casual club nights, not a standard Swiss.</source>
        <translation>Ähnlichste Wertungen innerhalb der Punktgruppen: für lockere Clubabende, kein Standard-Schweizer-System.</translation>
    </message>
    <message>
        <source>Rating period</source>
        <translation>Wertungsperiode</translation>
    </message>
    <message>
        <source>RD, a new player&apos;s deviation</source>
        <translation>RD, Abweichung eines neuen Spielers</translation>
    </message>
    <message>
        <source>Volatility, a new player&apos;s</source>
        <translation>Volatilität eines neuen Spielers</translation>
    </message>
    <message>
        <source>Game: every game is rated at once, for its players only. Day, week or month: each player is rated once per calendar period from all their games in it, and an RD grows through periods without one.</source>
        <translation>Jedes Spiel: jedes Spiel wird sofort gewertet, nur für seine Spieler. Tag, Woche oder Monat: jeder Spieler wird einmal pro Kalenderperiode aus allen seinen Spielen darin gewertet, und die RD wächst in Perioden ohne Spiel.</translation>
    </message>
    <message>
        <source>The rating a new player starts with (Glickman&apos;s 1500).</source>
        <translation>Die Wertung, mit der ein neuer Spieler beginnt (nach Glickman 1500).</translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s rating is (Glickman&apos;s 350); no RD ever grows past it.</source>
        <translation>Wie unsicher die Wertung eines neuen Spielers ist (nach Glickman 350); keine RD wächst je darüber hinaus.</translation>
    </message>
    <message>
        <source>How erratic a new player&apos;s results are expected to be (Glickman&apos;s 0.06).</source>
        <translation>Wie sprunghaft die Ergebnisse eines neuen Spielers erwartet werden (nach Glickman 0,06).</translation>
    </message>
    <message>
        <source>How fast the volatility may change: Glickman advises 0.3 to 1.2.</source>
        <translation>Wie schnell sich die Volatilität ändern darf: Glickman empfiehlt 0,3 bis 1,2.</translation>
    </message>
    <message>
        <source>Partial play</source>
        <translation>Anteiliges Spiel</translation>
    </message>
    <message>
        <source>From minutes: a player&apos;s weight is their minutes over the longest in the game, so five minutes of twenty move a rating a quarter as much.</source>
        <translation>Nach Minuten: das Gewicht eines Spielers sind seine Minuten geteilt durch die längste Spielzeit im Spiel; fünf von zwanzig Minuten bewegen eine Wertung also nur ein Viertel so stark.</translation>
    </message>
    <message>
        <source>Off: everyone counts fully</source>
        <translation>Aus: alle zählen voll</translation>
    </message>
    <message>
        <source>From the minutes played</source>
        <translation>Nach gespielten Minuten</translation>
    </message>
    <message>
        <source>Each game</source>
        <translation>Jedes Spiel</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Week (Monday to Sunday)</source>
        <translation>Woche (Montag bis Sonntag)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>#%1 (%2) floats down to #%3 (%4)</source>
        <translation>#%1 (%2) heruntergelost zu #%3 (%4)</translation>
    </message>
    <message>
        <source>#%1 (%2) meets #%3 (%4) of a lower score group: a downfloat (FIDE Dutch system, C.04.3 article 1.4)</source>
        <translation>#%1 (%2) spielt gegen #%3 (%4) aus einer tieferen Punktgruppe: heruntergelost (Holländisches System der FIDE, C.04.3 Artikel 1.4)</translation>
    </message>
    <message>
        <source>#%1 does not get white</source>
        <translation>#%1 bekommt nicht Weiß</translation>
    </message>
    <message>
        <source>#%1 does not get black</source>
        <translation>#%1 bekommt nicht Schwarz</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour of their absolute preference</source>
        <translation>#%1 bekommt nicht Weiß, die Farbe seines absoluten Farbwunsches</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour of their absolute preference</source>
        <translation>#%1 bekommt nicht Schwarz, die Farbe seines absoluten Farbwunsches</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour of their strong preference</source>
        <translation>#%1 bekommt nicht Weiß, die Farbe seines starken Farbwunsches</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour of their strong preference</source>
        <translation>#%1 bekommt nicht Schwarz, die Farbe seines starken Farbwunsches</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour they prefer</source>
        <translation>#%1 bekommt nicht Weiß, seine bevorzugte Farbe</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour they prefer</source>
        <translation>#%1 bekommt nicht Schwarz, seine bevorzugte Farbe</translation>
    </message>
    <message>
        <source>(FIDE Dutch system, C.04.3 article 5.2)</source>
        <translation>(Holländisches System der FIDE, C.04.3 Artikel 5.2)</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Zugeteiltes Freilos</translation>
    </message>
    <message>
        <source>Pairing-allocated bye: to a player who has had neither a bye nor a point without playing, from the lowest score group the rest of the round allows (FIDE Dutch system, C.04.3 C2 and C5)</source>
        <translation>Zugeteiltes Freilos: an einen Spieler, der weder ein Freilos noch einen Punkt ohne Spiel hatte, aus der tiefsten Punktgruppe, die der Rest der Runde zulässt (Holländisches System der FIDE, C.04.3 C2 und C5)</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a field&apos;s label: its name and a colon</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seeded by known rating (FIDE, national)</source>
        <translation>Gesetzt nach bekannter Wertung (FIDE, national)</translation>
    </message>
    <message>
        <source>Half-point bye on request</source>
        <translation>Halbes Freilos auf Antrag</translation>
    </message>
    <message>
        <source>Half-point bye: the player asked for it before the round was paired, and scores a draw&apos;s points without playing</source>
        <translation>Halbes Freilos: vor der Paarung der Runde beantragt; der Spieler erhält die Punkte eines Unentschiedens, ohne zu spielen</translation>
    </message>
    <message>
        <source>Absent on request</source>
        <translation>Abwesend auf Antrag</translation>
    </message>
    <message>
        <source>Absent: the player said before the round was paired that they would not play in it; no points, and they stay in the event</source>
        <translation>Abwesend: der Spieler hat vor der Paarung der Runde gesagt, dass er nicht spielt; keine Punkte, und er bleibt im Turnier</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardActions</name>
    <message>
        <source>Lea&amp;derboards</source>
        <translation>Rang&amp;listen</translation>
    </message>
    <message>
        <source>&amp;New Leaderboard…</source>
        <translation>&amp;Neue Rangliste…</translation>
    </message>
    <message>
        <source>&amp;Edit Leaderboard…</source>
        <translation>Rangliste &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete Leaderboard</source>
        <translation>Rangliste &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Create Leaderboard…</source>
        <translation>Rangliste ers&amp;tellen…</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message numerus="yes">
        <source>No leaderboard rates the %Ln game(s) of %1 yet.</source>
        <translation>
            <numerusform>Noch keine Rangliste wertet das %Ln Spiel der Disziplin %1.</numerusform>
            <numerusform>Noch keine Rangliste wertet die %Ln Spiele der Disziplin %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Leaderboard</source>
        <translation>Neue Rangliste</translation>
    </message>
    <message>
        <source>Edit Leaderboard</source>
        <translation>Rangliste bearbeiten</translation>
    </message>
    <message>
        <source>Delete Leaderboard</source>
        <translation>Rangliste löschen</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Alle Disziplinen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Disziplin:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Spiele im Zeitraum:</translation>
    </message>
    <message>
        <source>Default %1; from %2 to %3.</source>
        <translation>Standard %1; von %2 bis %3.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>Parameters of %1</source>
        <translation>Parameter von %1</translation>
    </message>
    <message>
        <source>From the &amp;games</source>
        <translation>Aus den &amp;Spielen</translation>
    </message>
    <message>
        <source>Sets the draw probability to the share of drawn pairs of sides (next to each other in the finishing order) in the games this leaderboard holds</source>
        <translation>Setzt die Unentschieden-Wahrscheinlichkeit auf den Anteil unentschiedener Seitenpaare (in der Zielreihenfolge direkt nebeneinander) in den Spielen dieser Rangliste</translation>
    </message>
    <message>
        <source>No games yet to take a draw probability from.</source>
        <translation>Noch keine Spiele, aus denen sich eine Unentschieden-Wahrscheinlichkeit ableiten ließe.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln pair(s) of sides in these games were drawn.</source>
        <translation>
            <numerusform>%1 von %Ln Seitenpaar in diesen Spielen endete unentschieden.</numerusform>
            <numerusform>%1 von %Ln Seitenpaaren in diesen Spielen endeten unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardModel</name>
    <message numerus="yes">
        <source>Provisional: only %Ln game(s) played; ratings settle after about %1.</source>
        <translation>
            <numerusform>Vorläufig: erst %Ln Spiel gespielt; Wertungen stabilisieren sich nach etwa %1.</numerusform>
            <numerusform>Vorläufig: erst %Ln Spiele gespielt; Wertungen stabilisieren sich nach etwa %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation>Wertung (μ−3σ)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>W</source>
        <translation>S</translation>
    </message>
    <message>
        <source>D</source>
        <translation>U</translation>
    </message>
    <message>
        <source>L</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt</translation>
    </message>
    <message numerus="yes">
        <source>Change of the rating over the last %Ln game(s)</source>
        <translation>
            <numerusform>Wertungsänderung über das letzte Spiel (%Ln)</numerusform>
            <numerusform>Wertungsänderung über die letzten %Ln Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %Ln</source>
        <translation>
            <numerusform>Letzte %Ln</numerusform>
            <numerusform>Letzte %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (RD %1, settled at %2 or less).</source>
        <translation>Vorläufig: die Wertung ist noch unsicher (RD %1, stabil bei %2 oder weniger).</translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (sigma %1, settled at %2 or less).</source>
        <translation>Vorläufig: die Wertung ist noch unsicher (Sigma %1, stabil bei %2 oder weniger).</translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation>Wertung (r−2RD)</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>RD</source>
        <translation>RD</translation>
    </message>
    <message>
        <source>Volatility</source>
        <translation>Volatilität</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardPage</name>
    <message>
        <source>Filter by name</source>
        <translation>Nach Name filtern</translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s); %1, %2</source>
        <translation>
            <numerusform>%Ln Spieler; %1, %2</numerusform>
            <numerusform>%Ln Spieler; %1, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation>alle Disziplinen</translation>
    </message>
    <message>
        <source>No leaderboard yet: Leaderboards &gt; New Leaderboard… makes one.</source>
        <translation>Noch keine Rangliste: Ranglisten &gt; Neue Rangliste… erstellt eine.</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Hides the players with fewer games than this</source>
        <translation>Blendet Spieler mit weniger Spielen aus</translation>
    </message>
    <message>
        <source>Mi&amp;nimum games:</source>
        <translation>&amp;Mindestanzahl Spiele:</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln player(s); %2, %3</source>
        <translation>
            <numerusform>%1 von %Ln Spieler; %2, %3</numerusform>
            <numerusform>%1 von %Ln Spielern; %2, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;i&gt;Name ?&lt;/i&gt;</source>
        <translation>&lt;i&gt;Name ?&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games, or a rating still uncertain</source>
        <translation>%1 vorläufig: weniger als %2 Spiele oder Wertung noch unsicher</translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games</source>
        <translation>%1 vorläufig: weniger als %2 Spiele</translation>
    </message>
    <message>
        <source>&amp;Open the Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Edit the result of the game this leaderboard cannot rate</source>
        <translation>Das Ergebnis des Spiels bearbeiten, das diese Rangliste nicht werten kann</translation>
    </message>
    <message>
        <source>Select the game in the game log, where it can be edited or deleted</source>
        <translation>Das Spiel in der Spielliste auswählen, wo es bearbeitet oder gelöscht werden kann</translation>
    </message>
    <message>
        <source>The leaderboard &apos;%1&apos; cannot show its standings.</source>
        <translation>Die Rangliste „%1“ kann ihre Tabelle nicht anzeigen.</translation>
    </message>
    <message>
        <source>Sho&amp;w in Games</source>
        <translation>In der Spielliste &amp;zeigen</translation>
    </message>
    <message>
        <source>Leaderboard Se&amp;ttings…</source>
        <translation>Ranglisten-E&amp;instellungen…</translation>
    </message>
    <message>
        <source>Change what the leaderboard allows, such as its draw probability</source>
        <translation>Ändern, was die Rangliste zulässt, etwa ihre Unentschieden-Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Filter the standings</source>
        <translation>Tabelle filtern</translation>
    </message>
</context>
<context>
    <name>podium::ui::MainWindow</name>
    <message>
        <source>%1 - Podium</source>
        <translation>%1 - Podium</translation>
    </message>
    <message>
        <source>Leaderboard: discipline and algorithm</source>
        <translation>Rangliste: Disziplin und Algorithmus</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Rangliste</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rename Player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Neuer Name für %1:</translation>
    </message>
    <message>
        <source>Merge Players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>%1 and this player are the same person; their games combine under this name:</source>
        <translation>%1 und dieser Spieler sind dieselbe Person; ihre Spiele werden unter diesem Namen zusammengeführt:</translation>
    </message>
    <message>
        <source>Retire Player</source>
        <translation>Spieler deaktivieren</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation>Spiele &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Export Standings…</source>
        <translation>Tabelle &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Games…</source>
        <translation>Spiele e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>&amp;New Result…</source>
        <translation>&amp;Neues Ergebnis…</translation>
    </message>
    <message>
        <source>&amp;Edit Result…</source>
        <translation>Ergebnis &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Delete Result</source>
        <translation>Ergebnis &amp;löschen</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Rangliste: </translation>
    </message>
    <message>
        <source>This club has no leaderboards yet.</source>
        <translation>Dieser Club hat noch keine Ranglisten.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln player(s)</source>
        <translation>
            <numerusform>%1: %Ln Spieler</numerusform>
            <numerusform>%1: %Ln Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation>Club öffnen</translation>
    </message>
    <message>
        <source>New Result</source>
        <translation>Neues Ergebnis</translation>
    </message>
    <message>
        <source>Edit Result</source>
        <translation>Ergebnis bearbeiten</translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation>Ergebnis löschen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s) changed on the leaderboard</source>
        <translation>
            <numerusform>%Ln Spieler in der Rangliste verändert</numerusform>
            <numerusform>%Ln Spieler in der Rangliste verändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ratings replayed from %1: %Ln player(s) changed</source>
        <translation>
            <numerusform>Wertungen ab %1 neu berechnet: %Ln Spieler verändert</numerusform>
            <numerusform>Wertungen ab %1 neu berechnet: %Ln Spieler verändert</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Erscheinungsbild</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>This step could not be taken, and has left the undo history:

%1</source>
        <translation>Dieser Schritt konnte nicht ausgeführt werden und wurde aus dem Rückgängig-Verlauf entfernt:

%1</translation>
    </message>
    <message numerus="yes">
        <source>Changed by another program: %Ln player(s) moved on the leaderboard</source>
        <translation>
            <numerusform>Von einem anderen Programm geändert: %Ln Spieler in der Rangliste verschoben</numerusform>
            <numerusform>Von einem anderen Programm geändert: %Ln Spieler in der Rangliste verschoben</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed by another program; every page shows the club as it is now</source>
        <translation>Von einem anderen Programm geändert; alle Seiten zeigen den aktuellen Stand des Clubs</translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed: %Ln player(s) moved</source>
        <translation>
            <numerusform>%1 neu berechnet: %Ln Spieler auf neuem Platz</numerusform>
            <numerusform>%1 neu berechnet: %Ln Spieler auf neuem Platz</numerusform>
        </translation>
    </message>
    <message>
        <source>This game is the result of %1, round %2, table %3. Delete it? That table will have no result until one is entered again (Edit &gt; Undo puts it back).</source>
        <translation>Dieses Spiel ist das Ergebnis von %1, Runde %2, Tisch %3. Löschen? Der Tisch hat dann kein Ergebnis, bis wieder eines eingetragen wird (Bearbeiten &gt; Rückgängig stellt es wieder her).</translation>
    </message>
    <message>
        <source>Pa&amp;irings</source>
        <translation>Paarun&amp;gen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Event&amp;s</source>
        <translation>Tur&amp;niere</translation>
    </message>
    <message>
        <source>Delete Player</source>
        <translation>Spieler löschen</translation>
    </message>
    <message>
        <source>&amp;New Club…</source>
        <translation>&amp;Neuer Club…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the game log any more.</source>
        <translation>Spiel %1 ist nicht mehr in der Spielliste.</translation>
    </message>
    <message>
        <source>%1 (read-only) - Podium</source>
        <translation>%1 (schreibgeschützt) - Podium</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
    </message>
    <message>
        <source>This club cannot be changed: %1. Standings, lists and exports work.</source>
        <translation>Dieser Club kann nicht geändert werden: %1. Tabellen, Listen und Exporte funktionieren.</translation>
    </message>
    <message>
        <source>Import E&amp;vent from TRF…</source>
        <translation>T&amp;urnier aus TRF importieren…</translation>
    </message>
    <message>
        <source>Export Event as &amp;TRF…</source>
        <translation>Turnier als &amp;TRF exportieren…</translation>
    </message>
    <message>
        <source>Head to Head</source>
        <translation>Direktvergleich</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>Podium follows the system&apos;s language from its next start.</source>
        <translation>Podium verwendet ab dem nächsten Start die Sprache des Systems.</translation>
    </message>
    <message>
        <source>Podium speaks %1 from its next start.</source>
        <translation>Podium spricht ab dem nächsten Start %1.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Podium</source>
        <translation>Über &amp;Podium</translation>
    </message>
    <message>
        <source>About Podium</source>
        <translation>Über Podium</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Leaderboards, ratings and tournaments for clubs and LAN parties, on your own computer.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Podium developers. Podium is free software under the GNU General Public License, version 3 or later; it comes with no warranty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ratings:&lt;/b&gt; TrueSkill by Ralf Herbrich, Tom Minka and Thore Graepel; Glicko-2 by Mark Glickman; Elo by Arpad Elo; the score-per-hour rating of ZoneStats.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tournaments:&lt;/b&gt; the FIDE Dutch system and Berger tables from the FIDE Handbook; the card-game Swiss after the Magic Tournament Rules.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ranglisten, Wertungen und Turniere für Clubs und LAN-Partys, auf Ihrem eigenen Computer.&lt;/p&gt;&lt;p&gt;Copyright © 2026 die Podium-Entwickler. Podium ist freie Software unter der GNU General Public License, Version 3 oder später; es wird ohne jegliche Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wertungen:&lt;/b&gt; TrueSkill von Ralf Herbrich, Tom Minka und Thore Graepel; Glicko-2 von Mark Glickman; Elo von Arpad Elo; die Punkte-pro-Stunde-Wertung von ZoneStats.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Turniere:&lt;/b&gt; das Holländische System der FIDE und die Berger-Tabellen aus dem FIDE-Handbuch; das Schweizer System für Kartenspiele nach den Magic Tournament Rules.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Built with Qt %1 (Qt Charts, Qt SQL), SQLite and LEMON.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Erstellt mit Qt %1 (Qt Charts, Qt SQL), SQLite und LEMON.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Wertungsvergleich</translation>
    </message>
    <message>
        <source>chart.png</source>
        <translation>diagramm.png</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Mit &amp;Server verbinden…</translation>
    </message>
    <message>
        <source>Not connected: reconnecting…</source>
        <translation>Nicht verbunden: Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>The connection to %1 is lost. Podium connects again as soon as the server answers; until then nothing can be changed.</source>
        <translation>Die Verbindung zu %1 ist unterbrochen. Podium verbindet sich wieder, sobald der Server antwortet; bis dahin kann nichts geändert werden.</translation>
    </message>
    <message numerus="yes">
        <source>Connected again; %Ln change(s) made by other desks meanwhile are shown.</source>
        <translation>
            <numerusform>Wieder verbunden; %Ln Änderung anderer Arbeitsplätze in der Zwischenzeit wird angezeigt.</numerusform>
            <numerusform>Wieder verbunden; %Ln Änderungen anderer Arbeitsplätze in der Zwischenzeit werden angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Chart &amp;as Image…</source>
        <translation>&amp;Diagramm als Bild speichern…</translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln players (%1), or one player named &apos;%2&apos;?</source>
        <translation>
            <numerusform>%Ln Spieler hinzufügen (%1) oder einen Spieler namens „%2“?</numerusform>
            <numerusform>%Ln Spieler hinzufügen (%1) oder einen Spieler namens „%2“?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln &amp;Players</source>
        <translation>
            <numerusform>%Ln Spieler &amp;hinzufügen</numerusform>
            <numerusform>%Ln Spieler &amp;hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;One Player</source>
        <translation>&amp;Einen Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Spielerinfo</translation>
    </message>
</context>
<context>
    <name>podium::ui::PairingsPage</name>
    <message>
        <source>Filter players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Anwesende Spieler</translation>
    </message>
    <message>
        <source>Head to head: one round</source>
        <translation>Eins gegen eins: eine Runde</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Ausgeglichene Teams</translation>
    </message>
    <message>
        <source>Free-for-all lobbies</source>
        <translation>Lobbys (alle gegen alle)</translation>
    </message>
    <message>
        <source>Club night: next games</source>
        <translation>Clubabend: nächste Spiele</translation>
    </message>
    <message>
        <source>Ann+Bob, Cid+Dan</source>
        <translation>Ann+Bob, Cid+Dan</translation>
    </message>
    <message>
        <source>Eve+Fay</source>
        <translation>Eve+Fay</translation>
    </message>
    <message>
        <source>Pairs of players who play in the same team</source>
        <translation>Spielerpaare, die im selben Team spielen</translation>
    </message>
    <message>
        <source>Pairs of players who play in different teams</source>
        <translation>Spielerpaare, die in verschiedenen Teams spielen</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Erster gewinnt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>choose a leaderboard: its ratings make the pairings</source>
        <translation>wählen Sie eine Rangliste: ihre Wertungen bestimmen die Paarungen</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>E&amp;nter Result…</source>
        <translation>Ergebn&amp;is eintragen…</translation>
    </message>
    <message>
        <source>New Event &amp;with These Players…</source>
        <translation>Neues T&amp;urnier mit diesen Spielern…</translation>
    </message>
    <message>
        <source>The result of the chosen game, its players filled in (or double-click the game)</source>
        <translation>Das Ergebnis des gewählten Spiels, mit bereits eingetragenen Spielern (oder Doppelklick auf das Spiel)</translation>
    </message>
    <message>
        <source>A new event with these players: a Swiss event for a round, heats for lobbies</source>
        <translation>Ein neues Turnier mit diesen Spielern: Schweizer System für eine Runde, Vorläufe für Lobbys</translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter on it, to enter its result</source>
        <translation>Doppelklicken Sie auf ein Spiel oder drücken Sie darauf die Eingabetaste, um sein Ergebnis einzutragen</translation>
    </message>
    <message numerus="yes">
        <source>waited %Ln round(s): %1</source>
        <translation>
            <numerusform>%Ln Runde ausgesetzt: %1</numerusform>
            <numerusform>%Ln Runden ausgesetzt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>result entered</source>
        <translation>Ergebnis eingetragen</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>New Result</source>
        <translation>Neues Ergebnis</translation>
    </message>
    <message>
        <source>Event of %1</source>
        <translation>Turnier vom %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Games Star&amp;ted</source>
        <translation>Spiele lau&amp;fen</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>M&amp;odus:</translation>
    </message>
    <message>
        <source>&amp;Keep together:</source>
        <translation>&amp;Zusammen:</translation>
    </message>
    <message>
        <source>Keep &amp;apart:</source>
        <translation>Ge&amp;trennt:</translation>
    </message>
    <message>
        <source>Lobb&amp;y size:</source>
        <translation>Lobb&amp;ygröße:</translation>
    </message>
    <message>
        <source>Ta&amp;bles:</source>
        <translation>Tis&amp;che:</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <source>Suggested games</source>
        <translation>Vorgeschlagene Spiele</translation>
    </message>
    <message>
        <source>The leaderboard whose ratings make the pairings; a result entered here is a game of its discipline</source>
        <translation>Die Rangliste, deren Wertungen die Paarungen bilden; ein hier eingetragenes Ergebnis ist ein Spiel ihrer Disziplin</translation>
    </message>
    <message>
        <source>games of every discipline</source>
        <translation>Spiele aller Disziplinen</translation>
    </message>
    <message>
        <source>results are %1 games</source>
        <translation>Ergebnisse zählen als Spiele in %1</translation>
    </message>
    <message>
        <source>Rating Sour&amp;ce:</source>
        <translation>&amp;Wertungsquelle:</translation>
    </message>
    <message>
        <source>Team matches: two teams of N, as many matches as fit</source>
        <translation>Teamspiele: zwei Teams zu N, so viele Spiele wie möglich</translation>
    </message>
    <message>
        <source>Number of tea&amp;ms:</source>
        <translation>Anzahl Tea&amp;ms:</translation>
    </message>
    <message>
        <source>Tea&amp;m size:</source>
        <translation>Tea&amp;mgröße:</translation>
    </message>
</context>
<context>
    <name>podium::ui::PdfExport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerCodesDialog</name>
    <message>
        <source>&amp;Print Slips…</source>
        <translation>Zettel &amp;drucken…</translation>
    </message>
    <message>
        <source>Player Codes of %1</source>
        <translation>Spielercodes für %1</translation>
    </message>
    <message>
        <source>Each player reports the results of their table on the live board with a code of their own. Podium keeps only a hash of each code, so a code shows here once, when it is given: print the slips before you close this window.</source>
        <translation>Jeder Spieler meldet die Ergebnisse seines Tisches mit einem eigenen Code über die Live-Anzeige. Podium speichert von jedem Code nur einen Hash, daher erscheint ein Code hier nur einmal, wenn er ausgegeben wird: Drucken Sie die Zettel, bevor Sie dieses Fenster schließen.</translation>
    </message>
    <message>
        <source>The slips&apos; QR codes open %1 with the player&apos;s code filled in.</source>
        <translation>Die QR-Codes auf den Zetteln öffnen %1 mit dem bereits eingetragenen Code des Spielers.</translation>
    </message>
    <message>
        <source>The live board is not running, so the slips will have no QR code. Start it first (Share › Live Board on the Local Network…) for slips that open the board.</source>
        <translation>Die Live-Anzeige läuft nicht, daher haben die Zettel keinen QR-Code. Starten Sie sie zuerst (Teilen › Live-Anzeige im lokalen Netz…), damit die Zettel die Anzeige öffnen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>&amp;Give Codes to Those Without</source>
        <translation>Fehlende &amp;Codes ausgeben</translation>
    </message>
    <message>
        <source>&amp;New Code for the Selected</source>
        <translation>&amp;Neuer Code für die Ausgewählten</translation>
    </message>
    <message>
        <source>A lost slip: the player gets a new code and the old one stops working</source>
        <translation>Ein verlorener Zettel: Der Spieler erhält einen neuen Code, und der alte gilt nicht mehr</translation>
    </message>
    <message>
        <source>given before</source>
        <translation>bereits ausgegeben</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Every entrant has a code already.</source>
        <translation>Jeder Teilnehmer hat bereits einen Code.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln code(s) given: print the slips now.</source>
        <translation>
            <numerusform>%Ln Code ausgegeben: Drucken Sie jetzt die Zettel.</numerusform>
            <numerusform>%Ln Codes ausgegeben: Drucken Sie jetzt die Zettel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the players who need a new code.</source>
        <translation>Wählen Sie die Spieler aus, die einen neuen Code brauchen.</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerDialog</name>
    <message>
        <source>Player Info: %1</source>
        <translation>Spielerinfo: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Known rating</source>
        <translation>Bekannte Wertung</translation>
    </message>
    <message>
        <source>The player&apos;s rating from outside the club; None for none</source>
        <translation>Die Wertung des Spielers von außerhalb des Clubs; Keine, wenn er keine hat</translation>
    </message>
    <message>
        <source>A rating the player brings, such as their FIDE rating: a Swiss seeded by known rating takes it, and a TRF file carries it</source>
        <translation>Eine Wertung, die der Spieler mitbringt, etwa seine FIDE-Wertung: ein Schweizer System, gesetzt nach bekannter Wertung, nimmt sie, und eine TRF-Datei enthält sie</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Wertungssystem</translation>
    </message>
    <message>
        <source>ID in the rating system</source>
        <translation>ID im Wertungssystem</translation>
    </message>
    <message>
        <source>The player&apos;s number in that system: their FIDE ID goes into a TRF file</source>
        <translation>Die Nummer des Spielers in diesem System: seine FIDE-ID kommt in eine TRF-Datei</translation>
    </message>
    <message>
        <source>GER, FRA, ESP…</source>
        <translation>GER, FRA, ESP…</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Verband</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Anzeigename</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>&amp;Display name:</source>
        <translation>&amp;Anzeigename:</translation>
    </message>
    <message>
        <source>C&amp;lub:</source>
        <translation>C&amp;lub:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Wertung:</translation>
    </message>
    <message>
        <source>Rating &amp;system:</source>
        <translation>Wertungs&amp;system:</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Federation:</source>
        <translation>&amp;Verband:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersModel</name>
    <message>
        <source>retired</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Anzeigename</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Known rating</source>
        <translation>Bekannte Wertung</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersPage</name>
    <message>
        <source>Filter by name or club</source>
        <translation>Nach Name oder Club filtern</translation>
    </message>
    <message>
        <source>&amp;Add Player…</source>
        <translation>Spieler h&amp;inzufügen…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation>&amp;Zusammenführen mit…</translation>
    </message>
    <message>
        <source>Re&amp;tire / Return</source>
        <translation>Deak&amp;tivieren / Reaktivieren</translation>
    </message>
    <message>
        <source>Select a player to see their profile on the leaderboard.</source>
        <translation>Wählen Sie einen Spieler, um sein Profil in der Rangliste zu sehen.</translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost.</source>
        <translation>%1 gewonnen, %2 unentschieden, %3 verloren.</translation>
    </message>
    <message>
        <source>Best win: %1 (rated %2) on %3.</source>
        <translation>Bester Sieg: %1 (Wertung %2) am %3.</translation>
    </message>
    <message>
        <source>Delete Pla&amp;yer</source>
        <translation>Spieler lös&amp;chen</translation>
    </message>
    <message>
        <source>A player without games can be deleted; one with games is retired or merged instead</source>
        <translation>Ein Spieler ohne Spiele kann gelöscht werden; einer mit Spielen wird stattdessen deaktiviert oder zusammengeführt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln head-to-head or team game(s):</source>
        <translation>
            <numerusform>%Ln Eins-gegen-eins- oder Teamspiel:</numerusform>
            <numerusform>%Ln Eins-gegen-eins- oder Teamspiele:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s):</source>
        <translation>
            <numerusform>%Ln Spiel:</numerusform>
            <numerusform>%Ln Spiele:</numerusform>
        </translation>
    </message>
    <message>
        <source>no first place</source>
        <translation>kein erster Platz</translation>
    </message>
    <message numerus="yes">
        <source>%Ln first place(s)</source>
        <translation>
            <numerusform>%Ln erster Platz</numerusform>
            <numerusform>%Ln erste Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free-for-all game(s):</source>
        <translation>
            <numerusform>%Ln Alle-gegen-alle-Spiel:</numerusform>
            <numerusform>%Ln Alle-gegen-alle-Spiele:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, average place %2 of %3, best place %4.</source>
        <translation>%1, im Schnitt Platz %2 von %3, bester Platz %4.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s): %1 %2 – %3 %4</source>
        <translation>
            <numerusform>%Ln Spiel: %1 %2 – %3 %4</numerusform>
            <numerusform>%Ln Spiele: %1 %2 – %3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln Unentschieden</numerusform>
            <numerusform>%Ln Unentschieden</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; in %2</translation>
    </message>
    <message>
        <source>No games on this leaderboard yet.</source>
        <translation>Noch keine Spiele in dieser Rangliste.</translation>
    </message>
    <message>
        <source>Most often met: %1 (%2).</source>
        <translation>Häufigster Gegner: %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Hardest opponent (lowest score, %Ln game(s) or more): %1 (%2).</source>
        <translation>
            <numerusform>Schwerster Gegner (niedrigste Punktquote, ab %Ln Spiel): %1 (%2).</numerusform>
            <numerusform>Schwerster Gegner (niedrigste Punktquote, ab %Ln Spielen): %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>This club has no leaderboard yet. Create one in the Leaderboards menu to see each player&apos;s record and rating.</source>
        <translation>Dieser Club hat noch keine Rangliste. Erstellen Sie eine im Menü „Ranglisten“, um Bilanz und Wertung jedes Spielers zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %Ln time(s).</source>
        <translation>
            <numerusform>Gegen einen Gegner zählt ein Spiel für den, der es gewonnen hat oder bei Alle gegen alle vorn lag; ein Unentschieden oder ein geteilter Platz zählt halb. Der schwerste Gegner ist der, gegen den %1 am wenigsten punktet, unter denen, auf die %1 mindestens %Ln-mal traf.</numerusform>
            <numerusform>Gegen einen Gegner zählt ein Spiel für den, der es gewonnen hat oder bei Alle gegen alle vorn lag; ein Unentschieden oder ein geteilter Platz zählt halb. Der schwerste Gegner ist der, gegen den %1 am wenigsten punktet, unter denen, auf die %1 mindestens %Ln-mal traf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Spieler filtern</translation>
    </message>
    <message>
        <source>Player Inf&amp;o…</source>
        <translation>Spielerinf&amp;o…</translation>
    </message>
</context>
<context>
    <name>podium::ui::RatingHistoryChart</name>
    <message>
        <source>Select players to see their rating history</source>
        <translation>Wählen Sie Spieler, um ihren Wertungsverlauf zu sehen</translation>
    </message>
    <message>
        <source>Drag across the chart to zoom in; right click or Escape to zoom out. Click a name in the legend to show that player&apos;s band.</source>
        <translation>Ziehen Sie über das Diagramm, um hineinzuzoomen; Rechtsklick oder Esc zoomt heraus. Klicken Sie auf einen Namen in der Legende, um das Band dieses Spielers anzuzeigen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Wertungsverlauf</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 after %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 nach %Ln Spiel</numerusform>
            <numerusform>%1: %2 nach %Ln Spielen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsDesk</name>
    <message numerus="yes">
        <source>%Ln report(s) from players waiting</source>
        <translation>
            <numerusform>%Ln Spielermeldung wartet</numerusform>
            <numerusform>%Ln Spielermeldungen warten</numerusform>
        </translation>
    </message>
    <message>
        <source>Results reported from the players&apos; phones that wait for the other side or for the desk: the Events page&apos;s Reports tab</source>
        <translation>Von den Handys der Spieler gemeldete Ergebnisse, die auf die Gegenseite oder die Turnierleitung warten: Reiter „Meldungen“ der Seite „Turniere“</translation>
    </message>
    <message>
        <source>Print Player &amp;Codes…</source>
        <translation>Spieler&amp;codes drucken…</translation>
    </message>
    <message>
        <source>The codes with which the players of the chosen event report their results on the live board</source>
        <translation>Die Codes, mit denen die Spieler des gewählten Turniers ihre Ergebnisse über die Live-Anzeige melden</translation>
    </message>
    <message>
        <source>Print Player Codes</source>
        <translation>Spielercodes drucken</translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation>Wählen Sie zuerst auf der Seite „Turniere“ ein Turnier aus.</translation>
    </message>
    <message>
        <source>Players do not report the results of %1. Turn it on in the event&apos;s menu (Players Report Results from the Board), then give them their codes.</source>
        <translation>Die Spieler von %1 melden ihre Ergebnisse nicht selbst. Schalten Sie das im Menü des Turniers ein (Spieler melden Ergebnisse über die Live-Anzeige) und geben Sie ihnen dann ihre Codes.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsQueue</name>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Edit Result…</source>
        <translation>Ergebnis bearbeiten…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation>Gemeldet von</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Players&apos; reports</source>
        <translation>Meldungen der Spieler</translation>
    </message>
    <message>
        <source>Make this report&apos;s result the table&apos;s result; the table&apos;s other reports are turned down</source>
        <translation>Das Ergebnis dieser Meldung als Ergebnis des Tisches übernehmen; die anderen Meldungen des Tisches werden abgelehnt</translation>
    </message>
    <message>
        <source>Turn this report down without entering a result</source>
        <translation>Diese Meldung ablehnen, ohne ein Ergebnis einzutragen</translation>
    </message>
    <message>
        <source>Enter the desk&apos;s own result for this table; its reports are settled with it</source>
        <translation>Ein eigenes Ergebnis der Turnierleitung für diesen Tisch eintragen; seine Meldungen werden damit erledigt</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>%1, table %2: %3</source>
        <translation>%1, Tisch %2: %3</translation>
    </message>
    <message>
        <source>Result of Round %1, Table %2</source>
        <translation>Ergebnis von Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more.</source>
        <translation>Runde %1 hat keinen Tisch %2 mehr.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ResultDialog</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Eins gegen eins</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Alle gegen alle</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>First player won</source>
        <translation>Erster Spieler gewann</translation>
    </message>
    <message>
        <source>Second player won</source>
        <translation>Zweiter Spieler gewann</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Disziplin:</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Wann:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>Spieler ent&amp;fernen</translation>
    </message>
    <message>
        <source>Save &amp;&amp; &amp;New</source>
        <translation>Speichern &amp;&amp; &amp;neu</translation>
    </message>
    <message>
        <source>Score and minutes are optional.</source>
        <translation>Punkte und Minuten sind optional.</translation>
    </message>
    <message>
        <source>Score and minutes are required for every player who is not a guest: %1 uses the ZoneStats score-per-hour rating.</source>
        <translation>Punkte und Minuten sind für jeden Spieler außer Gästen erforderlich: %1 verwendet die ZoneStats-Wertung nach Punkten pro Stunde.</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Neue Spieler</translation>
    </message>
    <message>
        <source>a game needs at least two players</source>
        <translation>ein Spiel braucht mindestens zwei Spieler</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Drag a row, or press Alt+Up or Alt+Down, to change the finishing order</source>
        <translation>Ziehen Sie eine Zeile oder drücken Sie Alt+Hoch bzw. Alt+Runter, um die Zielreihenfolge zu ändern</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>One place better (Alt+Up)</source>
        <translation>Einen Platz besser (Alt+Hoch)</translation>
    </message>
    <message>
        <source>One place worse (Alt+Down)</source>
        <translation>Einen Platz schlechter (Alt+Runter)</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>No&amp;tizen:</translation>
    </message>
    <message>
        <source>Mo&amp;ve down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation>%1 (meinten Sie %2?)</translation>
    </message>
    <message>
        <source>Not in the club yet: %1.</source>
        <translation>Noch nicht im Club: %1.</translation>
    </message>
    <message>
        <source>Add them to the club as new players?</source>
        <translation>Als neue Spieler in den Club aufnehmen?</translation>
    </message>
    <message>
        <source>&amp;Add as new players</source>
        <translation>Als neue Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation>%1 &amp;verwenden</translation>
    </message>
    <message>
        <source>&amp;Use the names suggested</source>
        <translation>&amp;Vorgeschlagene Namen verwenden</translation>
    </message>
    <message>
        <source>Scores and result disagree</source>
        <translation>Punkte und Ergebnis widersprechen sich</translation>
    </message>
    <message>
        <source>Save the result as it is?</source>
        <translation>Ergebnis trotzdem so speichern?</translation>
    </message>
    <message>
        <source>&amp;Save as it is</source>
        <translation>&amp;Trotzdem speichern</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>%1 weighs each player by their minutes over the longest (TrueSkill&apos;s partial play): the Weight column.</source>
        <translation>%1 gewichtet jeden Spieler nach seinen Minuten im Verhältnis zur längsten Spielzeit (anteiliges Spiel bei TrueSkill): die Spalte „Gewicht“.</translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation>Spieler, Plätze und Ergebnisse</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1: the place must be a whole number from 1</source>
        <translation>%1: der Platz muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>%1 and %2 are both in %3 but have the places %4 and %5: a team has one place</source>
        <translation>%1 und %2 sind beide in %3, haben aber die Plätze %4 und %5: ein Team hat einen Platz</translation>
    </message>
</context>
<context>
    <name>podium::ui::RoundPairing</name>
    <message>
        <source>Pairing round %1 of %2…</source>
        <translation>Runde %1 von %2 wird ausgelost…</translation>
    </message>
    <message>
        <source>The pairing of round %1 of %2 was cancelled; nothing was paired.</source>
        <translation>Die Auslosung der Runde %1 von %2 wurde abgebrochen; es wurde nichts ausgelost.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Pair Next Round</source>
        <translation>Nächste Runde auslosen</translation>
    </message>
    <message>
        <source>%1 changed while its round %2 was being paired, so that pairing was not stored.</source>
        <translation>%1 hat sich geändert, während Runde %2 ausgelost wurde; diese Auslosung wurde daher nicht gespeichert.</translation>
    </message>
    <message>
        <source>Pair the round again from the event as it is now?</source>
        <translation>Die Runde nach dem jetzigen Stand des Turniers neu auslosen?</translation>
    </message>
    <message>
        <source>Pair &amp;Again</source>
        <translation>&amp;Neu auslosen</translation>
    </message>
</context>
<context>
    <name>podium::ui::SeedsDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Setzliste</translation>
    </message>
    <message>
        <source>Seeds in order</source>
        <translation>Setzliste in ihrer Reihenfolge</translation>
    </message>
    <message>
        <source>Draw by &amp;Lot</source>
        <translation>&amp;Auslosen</translation>
    </message>
    <message>
        <source>Every order equally likely, as a draw from a hat</source>
        <translation>Jede Reihenfolge gleich wahrscheinlich, wie beim Ziehen aus einem Hut</translation>
    </message>
    <message>
        <source>One place up (%1)</source>
        <translation>Einen Platz nach oben (%1)</translation>
    </message>
    <message>
        <source>One place down (%1)</source>
        <translation>Einen Platz nach unten (%1)</translation>
    </message>
    <message>
        <source>Seed 1 first. Drag a player, or move them with the buttons.</source>
        <translation>Setzplatz 1 zuerst. Ziehen Sie einen Spieler, oder verschieben Sie ihn mit den Schaltflächen.</translation>
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
        <translation>Mit Server verbinden</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>Ihr Anmeldename</translation>
    </message>
    <message>
        <source>The schema that holds the club: one database can hold several clubs</source>
        <translation>Das Schema, das den Club enthält: eine Datenbank kann mehrere Clubs enthalten</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Required, and the server&apos;s certificate checked</source>
        <translation>Erforderlich, mit Prüfung des Serverzertifikats</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <translation>Wenn der Server es anbietet</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>from ~/.pgpass, if it is there</source>
        <translation>aus ~/.pgpass, falls vorhanden</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>&amp;Verschlüsselung:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Con&amp;nect</source>
        <translation>Verbi&amp;nden</translation>
    </message>
    <message>
        <source>Which database holds the club? Ask the server&apos;s administrator.</source>
        <translation>Welche Datenbank enthält den Club? Fragen Sie den Administrator des Servers.</translation>
    </message>
    <message>
        <source>&amp;Remember it in the desktop&apos;s keyring</source>
        <translation>Im &amp;Schlüsselbund des Desktops merken</translation>
    </message>
</context>
<context>
    <name>podium::ui::TableResultDialog</name>
    <message>
        <source>Round %1, table %2</source>
        <translation>Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>%1, place:</source>
        <translation>%1, Platz:</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1 won by forfeit (%2 did not come)</source>
        <translation>%1 gewinnt kampflos (%2 nicht angetreten)</translation>
    </message>
    <message>
        <source>Neither came (both lose)</source>
        <translation>Keiner angetreten (beide verlieren)</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Halbes Freilos</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Freilos</translation>
    </message>
    <message>
        <source>Neither came</source>
        <translation>Keiner angetreten</translation>
    </message>
    <message>
        <source>%1 won by forfeit</source>
        <translation>%1 gewinnt kampflos</translation>
    </message>
    <message>
        <source>Not saved: give every player a place (1 for the winner).</source>
        <translation>Nicht gespeichert: Geben Sie jedem Spieler einen Platz (1 für den Sieger).</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>place in a heat: 1st, 21st</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>place in a heat: 2nd, 22nd</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>place in a heat: 3rd, 23rd</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>place in a heat: 4th, 11th</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a place and who took it: 1st Ann</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Abwesend</translation>
    </message>
</context>
<context>
    <name>podium::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Podium</source>
        <translation>Willkommen bei Podium</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Podium&lt;/h2&gt;&lt;p&gt;Leaderboards and tournaments for your club or LAN party. Everything is kept in one file on this computer.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei Podium&lt;/h2&gt;&lt;p&gt;Ranglisten und Turniere für Ihren Club oder Ihre LAN-Party. Alles wird in einer einzigen Datei auf diesem Computer gespeichert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Create a club</source>
        <translation>Club &amp;erstellen</translation>
    </message>
    <message>
        <source>Start a new, empty club database.</source>
        <translation>Eine neue, leere Club-Datenbank erstellen.</translation>
    </message>
    <message>
        <source>&amp;Open a club</source>
        <translation>Club ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open a .podium file you already have.</source>
        <translation>Eine vorhandene .podium-Datei öffnen.</translation>
    </message>
    <message>
        <source>&amp;Explore the demo club</source>
        <translation>&amp;Demo-Club erkunden</translation>
    </message>
    <message>
        <source>40 members, two years of chess, kart races and capture the flag.</source>
        <translation>40 Mitglieder, zwei Jahre Schach, Kartrennen und Capture the Flag.</translation>
    </message>
    <message>
        <source>Create a Club</source>
        <translation>Club erstellen</translation>
    </message>
    <message>
        <source>club.podium</source>
        <translation>club.podium</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation>Podium-Clubs (*.podium)</translation>
    </message>
    <message>
        <source>Open a Club</source>
        <translation>Club öffnen</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation>Podium-Clubs (*.podium);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Demo Club</source>
        <translation>Demo-Club</translation>
    </message>
</context>
<context>
    <name>podium::web::BoardServer</name>
    <message>
        <source>port %1 is in use on %2</source>
        <translation>Port %1 ist auf %2 belegt</translation>
    </message>
    <message>
        <source>%1 is not an address of this computer</source>
        <translation>%1 ist keine Adresse dieses Computers</translation>
    </message>
    <message>
        <source>port %1 needs administrator rights; take one from 1024 on</source>
        <translation>Port %1 braucht Administratorrechte; nehmen Sie einen ab 1024</translation>
    </message>
    <message>
        <source>cannot listen on %1, port %2: %3</source>
        <translation>kann auf %1, Port %2 nicht lauschen: %3</translation>
    </message>
</context>
</TS>
