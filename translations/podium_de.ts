<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>usage: podium-cli --db FILE %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number of at least %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given twice; give each parameter once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv or json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; uses %2: only TrueSkill has a draw probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; has no games to take a draw probability from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there are no leaderboards yet; create one with leaderboard create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which leaderboard? (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--names, --name-column and --readable-ids: one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s) from %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1; these keep their ids: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>imported %n game(s) into %1 (%2 already there), %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported players: %n new</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaderboard(s) replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>check found %n problem(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>checked: SQLite&apos;s integrity_check and foreign_key_check, the schema (version %1), %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>created the demo club in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restored %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; with --db the commands are init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo and check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 cannot be rated: %2; correct it with &apos;games edit %1&apos; or delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough memory for this command on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read as a Podium club: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: podium-cli COMMAND [OPTIONS]

Podium&apos;s rating calculator and history replayer.

Commands:
  rate --algorithm A [--param NAME=VALUE ...]          rate one game read as JSON on standard input
  replay --algorithm A [--param NAME=VALUE ...] FILE   replay a history CSV (- for standard input)
                                                       and print the standings as CSV
  generate --kind h2h|ffa|team --players N --games M --seed S [--team-size K] [--ffa-size K]
                                                       write a synthetic history CSV
</source>
        <extracomment>podium-cli --help, part 1 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation type="unfinished"></translation>
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
  export games FILE.csv | export standings [LEADERBOARD] FILE.csv|FILE.json
  backup FILE.json | restore FILE.json        a full backup, and restoring it into a new database
  import players FILE.csv                     columns name, display_name, affiliation, notes, retired
  check                                       integrity, and cached standings equal a fresh replay
  pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K [--together A+B,...] [--apart A+B,...]
                                              suggested games with match quality and win probability
  event create NAME --format swiss|roundrobin|single|double|heats --discipline D [--leaderboard L]
        --entrants A,B,... [--rounds N] [--lobby K] [--option NAME=VALUE ...]
                                              options: win draw loss bye places tiebreaks pairing
                                              style double sides accelerated ratings
                                              (swiss style: fide|games|rating; accelerated: baku)
  event list | join NAME PLAYER | withdraw NAME PLAYER | delete NAME
  event next NAME                             pair the next round: round,table,side,player (side 0: bye)
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithms and their parameters:
  trueskill   mu sigma beta tau draw_probability k
  elo         variant (logistic|gaussian) k start beta
  zonestats   t game_mult max_game_length start
  glicko2     period (game|day|week|month) start rd volatility tau
</source>
        <extracomment>podium-cli --help, part 3 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:
  -h, --help      show this help
  -v, --version   show the version
</source>
        <extracomment>podium-cli --help, part 4 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate reads the game from standard input and takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay needs one history file (or - for standard input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, player &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generate takes no arguments besides its options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given; try podium-cli --help</source>
        <translation>kein Befehl angegeben; siehe podium-cli --help</translation>
    </message>
    <message>
        <source>usage: podium-cli --db FILE COMMAND ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the commands are rate, replay and generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s), %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joins %2 from round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws from %2 after round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event show: &apos;%1&apos; is not a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ranks: &apos;%1&apos; is not a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event result: ROUND and TABLE are numbers (%1 %2 given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1, table %2: game %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted event %1 (its games stay in the history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mode: &apos;%1&apos; is not h2h, teams:K or ffa:K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; quality %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--together and --apart apply to --mode teams:K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input is larger than the %1 MiB Podium reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough memory for this command and its input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>exported event %1 to %2 (%n player(s), %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>imported event %1 (%n player(s), %2; %3)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Create event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair the next round of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 withdraws from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free for all of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add result %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit result %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete result %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Import %n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Create leaderboard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the parameters of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change leaderboard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete leaderboard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forfeit at %1, round %2, table %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import event %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>%1 already holds a club; the demo goes into a new database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format: &apos;%1&apos; is not a format (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is over: %2 won it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no match to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is not finished: table %3 has no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has played all its %2 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is entered twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: an event needs at least two entrants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a lobby needs room for at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: the number of rounds cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already an event called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> is a bye: it has no result to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1 rank(s) for %2 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: rank %1 of side %2 is not 1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: an elimination game needs a winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option %1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option places: &apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option places: give the points of each place, such as 10-8-6-5-4-3-2-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option tiebreaks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option pairing: &apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: give its discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a %2 event cannot take entrants once it has started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is already in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not playing in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: in an elimination bracket a withdrawal is a lost game; enter it as the result of %2&apos;s match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has been paired; withdraw them instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: only the last round, %2, can be taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 has results; take them back first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no event called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is an event called &apos;%1&apos; again; the deleted one cannot come back under that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected a header with a &apos;name&apos; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header has no column &apos;name&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unexpected columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Podium backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backup comes from a newer Podium (schema version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not empty; restore into a new database (init it first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game needs a discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date: &apos;%1&apos; is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discipline: a game needs a discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: a participant needs a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: rank %1; ranks start at 1 (the best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: a team game needs every participant&apos;s team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: score and minutes must be finite numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a head-to-head game has two participants, this one has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game needs at least two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no player called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick a player or a team on each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is on both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate this game: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a leaderboard needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a leaderboard called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no leaderboard called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate game %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos; (merge them instead?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; are the same player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; both played game %3, so they are two people; nothing was merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has played %2 games and cannot be deleted without rewriting history; retire the player, or merge them into another entry for the same person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1: %2; the database was changed outside Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game needs at least two players; %1 given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a split needs at least two teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lobby needs room for at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a player object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field (player, score, minutes, rated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ranks for %2 teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names for %2 teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty array of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not read this field (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating, score, minutes, rated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object with &quot;teams&quot; and &quot;ranks&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected the header </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header names column %1 twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header has no column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fields, but the header has at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of game (h2h, ffa or team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected NAME=VALUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two of the players joined by +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the database connection is not SQLite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database error: %1 (in: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database error in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Podium database (not an SQLite file); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such database (create one with init)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Qt SQLite driver is missing (install libqt6sql6-sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Podium one; it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer Podium (schema version %2; this build knows up to %3); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (in: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save the changes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: places %1 are not a finishing order (each place once from 1; those tied share a place)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scores say %1 (%2 to %3), but the result says %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 placed ahead of %2 (place %3 against %4) with a lower score (%5 against %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: only a game of two can be won by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the side that won by forfeit is 1 or 2 (0: neither came)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: in an elimination bracket one side must go through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty; expected a header with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header needs a column of ids (&apos;participant&apos; or &apos;id&apos;) and one of names (&apos;name&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed twice; its first row is line %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header has no column &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; differs from &apos;%2&apos;, the name of %3 on line %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (an id without a name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; would be the name of %2 and of %3; the club would make them one player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye: the odd one out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best split there is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a good split (heuristic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing: ZoneStats rates score per hour and needs them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s score is missing: ZoneStats rates score per hour and needs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was paired on a score of %2 and now has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 would now be paired differently: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: game &apos;%2&apos;: leaderboard &apos;%3&apos; cannot rate it: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the new club could not be written completely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: SQLite&apos;s defensive mode cannot be set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Podium database (schema version %2); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was changed outside Podium (%2); it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trigger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an extra %1 %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an extra %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column %1.%2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column %1.%2 is declared differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an extra column %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 %2 is declared differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 %2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a %2, not a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table participants: a row of game %1 came back for another game; the database is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table participants, game %1: player %2 is not in table players; the database was changed outside Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table participants: a row refers to player %1, who is not in table players; the database was changed outside Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no club file given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is on a read-only disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no permission to write it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes), not a Podium club; it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only (%2) and cannot be upgraded from schema version %3 to %4; it was left untouched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing can be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a directory, not a file</source>
        <translation>%1 ist ein Verzeichnis, keine Datei</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, a device or a socket); Podium reads files only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); Podium reads files of up to %3 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table event_pairings, event &apos;%1&apos;, round %2, table %3: a seat&apos;s player is not an entrant of the event; the database was changed outside Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at participant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>display name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>affiliation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 1 (the best) to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of team_names[%2] too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a game as a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game has at most %1 sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game has at most %1 participants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in this game twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1, but team &apos;%2&apos; has rank %3 %4: a team has one rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains the control character U+%1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid UTF-8 (byte 0x%1); save the file as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1: the rating is not a finite number and cannot be stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id (a whole number from 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null, 1 or 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a name as Podium keeps it (&apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (YYYY-MM-DDTHH:MM:SS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not h2h, ffa or team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a format as Podium writes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not open, running or finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the table is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rows is not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of parameters ({&quot;name&quot;: &quot;value&quot;, ...})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1: its value is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player_id: the player is not an entrant of the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game_id: a bye or a forfeit has no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game_id: the player did not play that game in the event&apos;s discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema_version: a whole number from 1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option style: &apos;%1&apos; is not a Swiss style (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games: &apos;%1&apos; is not a match score: give the games won by each side, and the games drawn if any, such as 2-1 or 1-1-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: a match score needs a game of two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3: %4 games drawn is not a count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option ratings: &apos;%1&apos; is not a rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has tables of more than two players; a TRF file holds games of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has the name of player %2, &apos;%3&apos;: Podium needs one name a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file names no tournament (line 012): give the event a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file plans %1 rounds (XXR) but holds results of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file scores a forfeit (BBF) or an absence (BBZ) apart from a loss; Podium scores a forfeit as a loss and an absence as nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: player %2&apos;s opponent %3 is not a player of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; is longer than TRF&apos;s %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points do not fit TRF&apos;s four columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the TRF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player: a TRF file lists its players on lines starting 001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, round %3 of player %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1&apos;s date &apos;%2&apos; (columns %3-%4) is not a date YY/MM/DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XXR: &apos;%1&apos; is not a number of rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the starting rank (columns 5-8) is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting rank %1 is also that of line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sex &apos;%1&apos; (column 10) is not m, w or blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has no name (columns 15-47)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has entries for more than %2 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; (columns %2-%3) is not an entry &apos;opponent colour result&apos; in its columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent &apos;%1&apos; is not a starting rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour &apos;%1&apos; is not w, b or -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is not one of + - W D L 1 = 0 H F U Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result &apos;%1&apos; needs an opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bye has no colour (&apos;-&apos;), not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is a bye, but opponent %2 is named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game played has a colour, w or b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent %1 is not another player of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent %1 has %2 in this round (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour %1, and opponent %2 has %3 too (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result %1 does not match opponent %2&apos;s %3 (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option accelerated: &apos;%1&apos; is not baku or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, ratings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating, rd, volatility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mu, sigma, weight, minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A TRF file holds each match&apos;s result, not its games: the game scores of %n match(es) stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the game with %1 has neither a colour nor a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game with %1 has no result, but round %2 is paired: only the last round may be still being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryAxis</name>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games of %1, in the order played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games of %1 to %2, in the order played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ and dashed μ − 3σ of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: μ ± 2σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: μ − 3σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, game %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 of %2, against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ %1 (%2), band ± %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r; band r ± 2RD and dashed r − 2RD of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: r ± 2RD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: r − 2RD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted %1 % of a full game: partial play from the minutes played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaderboardProblem</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This leaderboard cannot be shown: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be rated by this leaderboard: %2.

The standings come back once the game is corrected or deleted, or the leaderboard&apos;s settings allow it. The other leaderboards are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be shown: game %1 cannot be rated (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a draw, and this leaderboard&apos;s draw probability is 0, which allows no draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has only one side: a player or a team of it is missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Leaderboards and tournaments for clubs and LAN parties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club database to open (.podium).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the club, show its first leaderboard, and quit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::BracketView</name>
    <message>
        <source>R%1 M%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner of Grand final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Champion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket needs at least two entrants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now; pairing round 1 makes the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubFiles</name>
    <message>
        <source>Open Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no club at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new club there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clubs opened yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubTransfers</name>
    <message>
        <source>Import Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the standings of %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported every game to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1; new players: %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1 (%2 already there); new players: %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export Event as TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the event %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Event from TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRF files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported the event %1 with %Ln player(s) from %2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::EventDialog</name>
    <message>
        <source>New Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd ... place in a heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the tie-breaks to use and drag them into order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ratings from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lobby size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pairing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poin&amp;ts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Entrants:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New players: type a name and press Enter, then the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select n&amp;one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ticks every player the filter shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unticks every player the filter shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to the club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ticked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is new to the club. Did you mean %2? Untick %1 and tick %2 if so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it with the event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entrant(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 of %3 players shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;iscipline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by pla&amp;ce:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create &amp;event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (every discipline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet: entrants are seeded in the order entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points by place: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate the first and second side (colours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;yle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Automatic: %n round(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::EventPairingsTable</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match quality from the ratings: 1 is a perfectly even game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The predicted chance that White wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The predicted chance that the first named wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (White won), 0 (Black won) or = or ½ (a draw); Enter opens the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (the first named won), 0 (the second won) or = or ½ (a draw); Enter opens the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: colours before this round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n players: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::EventSheet</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BH-C1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MBH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::EventStandingsTable</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What put this player ahead of those level with them on points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the player went in the bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White (W) and Black (B) round by round, - for a round without a game, and the number of Whites minus Blacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, floated down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, floated up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::EventsPage</name>
    <message>
        <source>&amp;New Event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No events yet: &lt;b&gt;New Event…&lt;/b&gt; starts one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %3, ratings from %4; %5; %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrected results have changed the standings that paired later rounds; those rounds were left as they were:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrants (ticked: checked in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick to check a player in (or bring them back), untick to withdraw them from the rounds still to be paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Event Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 is not a game of two: press Enter to enter its places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This event&apos;s games cannot be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair Ne&amp;xt Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter Res&amp;ult…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dele&amp;te Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the round and the standings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export St&amp;andings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a match score: type the games each side won, such as 2-1, then Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games %1: Enter enters the match score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesModel</name>
    <message>
        <source>%1 (guest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) #%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesPage</name>
    <message>
        <source>Filter by player, discipline or date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::HeadToHeadPage</name>
    <message>
        <source>A player, or a team as names separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match quality %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the team of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, a draw %4, %5 wins %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5; the ratings leave %6 for a draw, though no game on this leaderboard has been drawn yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances on %1: %2 can expect %3 of the points, %4 %5 (a draw counts half).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>They met %n time(s) head to head or on opposite teams:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They met %n time(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won %2, %3 won %4, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never finished ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 finished ahead %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 never</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They played %n free-for-all game(s) together:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shared place %n time(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>They have not met in the leaderboard&apos;s games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a player or a team on each side, then press Compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list holds the leaderboard&apos;s games of %1 where they met: head to head, on opposite teams, or in the same free-for-all, where the better place is ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a leaderboard at the top of the window, or create one in the Leaderboards menu: its ratings give the chances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a player, or a team as names separated by commas, on each side.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::ImportDialog</name>
    <message>
        <source>Import Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a discipline, e.g. Tennis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discipline of these games: pick one of the club&apos;s or type a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &amp;names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tell apart players who would share a name by adding their ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first games as they will be imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ids in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a players file (id, name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ids made readable (ann-lee: Ann Lee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln more name(s) would be shared as well.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be imported as it is. Nothing has been written to the club.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Name their discipline to import them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players are named by their ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players file that names them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them named.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keep(s) the id as name, having none in the names: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 #%2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::JoinDialog</name>
    <message numerus="yes">
        <source>&amp;Half-point bye for each round missed (%n round(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As arbiters give a late entry: the draw&apos;s points for each round already paired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the club. Did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::Labels</name>
    <message>
        <source>Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-for-all heats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best match quality within score groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top half against bottom half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lobbies of equal strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeded snake style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeded by rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeded in the order of entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ, a new player&apos;s mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ, a new player&apos;s uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>β, performance spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>τ, drift between games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw probability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T, spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest game (minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill a player starts with; ratings are shown as μ − kσ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s skill is; it shrinks as they play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating difference that makes the stronger player about 76 % sure to win (200 is chess&apos;s 400-point scale).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much one game&apos;s performance varies around the skill: larger makes upsets likelier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty added before each game, so that ratings keep moving over a long history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How often two equal players draw; 0 for games that cannot be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most a rating moves in one game (chess clubs use 10 to 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How cautious the shown rating is: μ − kσ, so 3 puts a player 99.9 % sure above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logistic is chess&apos;s Elo; Gaussian is the TrueSkill paper&apos;s Elo baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating a new player starts with (the description&apos;s 500).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating a new player starts with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spread of the ratings: T points ahead makes a player 73 % likely to outscore the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points at stake per minute played: a game moves a rating by at most this much a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A longer game counts as this many minutes (the description&apos;s MAX_GAME_LENGTH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logistic (chess)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaussian (the TrueSkill paper&apos;s baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the higher score group could not be paired within itself without a rematch or leaving someone out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quality pairing weighs score groups against closeness in rating, and crosses a group for a closer game, to avoid a rematch or to leave no one out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 floats down to %3 on %4: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the grand final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the losers&apos; final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out in losers&apos; round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out in the semi-finals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out in round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; match-win %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game-win %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents&apos; game-win %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card-game Swiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE Dutch system: top half against bottom half, colours balanced — for chess and games with sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card-game Swiss: 3 points a win, random pairing in each point group, tie-breaks by opponents&apos; match-win % — for card and video games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest ratings within score groups: casual club nights, not a standard Swiss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RD, a new player&apos;s deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volatility, a new player&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: every game is rated at once, for its players only. Day, week or month: each player is rated once per calendar period from all their games in it, and an RD grows through periods without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating a new player starts with (Glickman&apos;s 1500).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s rating is (Glickman&apos;s 350); no RD ever grows past it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How erratic a new player&apos;s results are expected to be (Glickman&apos;s 0.06).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the volatility may change: Glickman advises 0.3 to 1.2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partial play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From minutes: a player&apos;s weight is their minutes over the longest in the game, so five minutes of twenty move a rating a quarter as much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: everyone counts fully</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the minutes played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week (Monday to Sunday)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardActions</name>
    <message>
        <source>Lea&amp;derboards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Leaderboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Leaderboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create Leaderboard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No leaderboard rates the %n game(s) of %1 yet.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>New Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardDialog</name>
    <message>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default %1; from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the &amp;games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the draw probability to the share of drawn pairs of sides (next to each other in the finishing order) in the games this leaderboard holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games yet to take a draw probability from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n pair(s) of sides in these games were drawn.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardModel</name>
    <message numerus="yes">
        <source>Provisional: only %n game(s) played; ratings settle after about %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Change of the rating over the last %n game(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (RD %1, settled at %2 or less).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (sigma %1, settled at %2 or less).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volatility</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardPage</name>
    <message>
        <source>Filter by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s); %1, %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No leaderboard yet: Leaderboards &gt; New Leaderboard… makes one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hides the players with fewer games than this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mi&amp;nimum games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n player(s); %2, %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;i&gt;Name ?&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games, or a rating still uncertain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the result of the game this leaderboard cannot rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the game in the game log, where it can be edited or deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leaderboard &apos;%1&apos; cannot show its standings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sho&amp;w in Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change what the leaderboard allows, such as its draw probability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::MainWindow</name>
    <message>
        <source>%1 - Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard: discipline and algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Head to Head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and this player are the same person; their games combine under this name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Chart as &amp;Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This club has no leaderboards yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) changed on the leaderboard</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ratings replayed from %1: %n player(s) changed</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step could not be taken, and has left the undo history:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Changed by another program: %n player(s) moved on the leaderboard</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Changed by another program; every page shows the club as it is now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed: %n player(s) moved</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This game is the result of %1, round %2, table %3. Delete it? That table will have no result until one is entered again (Edit &gt; Undo puts it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;irings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event&amp;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Club…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 is not in the game log any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read-only) - Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This club cannot be changed: %1. Standings, lists and exports work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import E&amp;vent from TRF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Event as &amp;TRF…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::PairingsPage</name>
    <message>
        <source>Filter players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head: one round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-for-all lobbies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club night: next games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ann+Bob, Cid+Dan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eve+Fay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs of players who play in the same team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs of players who play in different teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a leaderboard: its ratings make the pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> vs </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nter Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Event &amp;with These Players…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result of the chosen game, its players filled in (or double-click the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new event with these players: a Swiss event for a round, heats for lobbies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter on it, to enter its result</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>waited %n round(s): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>result entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games Star&amp;ted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep together:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep &amp;apart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tea&amp;ms:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lobb&amp;y size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ta&amp;bles:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersModel</name>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersPage</name>
    <message>
        <source>Filter by name or club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;tire / Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a player to see their profile on the leaderboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best win: %1 (rated %2) on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Pla&amp;yer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player without games can be deleted; one with games is retired or merged instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n head-to-head or team game(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no first place</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n first place(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free-for-all game(s):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1, average place %2 of %3, best place %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s): %1 %2 – %3 %4</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games on this leaderboard yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most often met: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Hardest opponent (lowest score, %n game(s) or more): %1 (%2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>This club has no leaderboard yet. Create one in the Leaderboards menu to see each player&apos;s record and rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %n time(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::RatingHistoryChart</name>
    <message>
        <source>Select players to see their rating history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag across the chart to zoom in; right click or Escape to zoom out. Click a name in the legend to show that player&apos;s band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::ResultDialog</name>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;&amp; &amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score and minutes are optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score and minutes are required for every player who is not a guest: %1 uses the ZoneStats score-per-hour rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>participant %1: the place must be a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a game needs at least two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a row, or press Alt+Up or Alt+Down, to change the finishing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One place better (Alt+Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One place worse (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mo&amp;ve down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the club yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add them to the club as new players?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add as new players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use the names suggested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores and result disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the result as it is?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 weighs each player by their minutes over the longest (TrueSkill&apos;s partial play): the Weight column.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::TableResultDialog</name>
    <message>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won by forfeit (%2 did not come)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither came (both lose)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither came</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won by forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Podium&lt;/h2&gt;&lt;p&gt;Leaderboards and tournaments for your club or LAN party. Everything is kept in one file on this computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create a club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new, empty club database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a .podium file you already have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Explore the demo club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>40 members, two years of chess, kart races and capture the flag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>club.podium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo Club</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
