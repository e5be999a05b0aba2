<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>usage: podium-cli --db FILE %1</source>
        <translation>usage&#xa0;: podium-cli --db FILE %1</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a whole number of at least %3</source>
        <translation>--%1&#xa0;: &apos;%2&apos; n&apos;est pas un nombre entier supérieur ou égal à %3</translation>
    </message>
    <message>
        <source>%1 is given twice; give each parameter once</source>
        <translation>%1 est indiqué deux fois&#xa0;; indiquez chaque paramètre une seule fois</translation>
    </message>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1&#xa0;: impossible d&apos;ouvrir le fichier&#xa0;: %2</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv or json</source>
        <translation>--format&#xa0;: &apos;%1&apos; n&apos;est ni csv ni json</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; uses %2: only TrueSkill has a draw probability</source>
        <translation>le classement &apos;%1&apos; utilise %2&#xa0;: seul TrueSkill a une probabilité de nulle</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; has no games to take a draw probability from</source>
        <translation>le classement &apos;%1&apos; n&apos;a aucune partie dont tirer une probabilité de nulle</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 est obligatoire</translation>
    </message>
    <message>
        <source>there are no leaderboards yet; create one with leaderboard create</source>
        <translation>il n&apos;y a pas encore de classement&#xa0;; créez-en un avec leaderboard create</translation>
    </message>
    <message>
        <source>which leaderboard? (%1)</source>
        <translation>quel classement&#xa0;? (%1)</translation>
    </message>
    <message>
        <source>--names, --name-column and --readable-ids: one at a time</source>
        <translation>--names, --name-column et --readable-ids&#xa0;: une seule de ces options à la fois</translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s)</source>
        <translation>
            <numerusform>noms attribués à %1 sur %n joueur</numerusform>
            <numerusform>noms attribués à %1 sur %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s) from %2</source>
        <translation>
            <numerusform>noms attribués à %1 sur %n joueur d&apos;après %2</numerusform>
            <numerusform>noms attribués à %1 sur %n joueurs d&apos;après %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; these keep their ids: %2</source>
        <translation>%1&#xa0;; ceux-ci gardent leur identifiant&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>imported %n game(s) into %1 (%2 already there), %3</source>
        <translation>
            <numerusform>%n partie importée (%1, %2 déjà présentes), %3</numerusform>
            <numerusform>%n parties importées (%1, %2 déjà présentes), %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n nouveau joueur</numerusform>
            <numerusform>%n nouveaux joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported players: %n new</source>
        <translation>
            <numerusform>joueurs importés&#xa0;: %n nouveau</numerusform>
            <numerusform>joueurs importés&#xa0;: %n nouveaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaderboard(s) replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</source>
        <translation>
            <numerusform>%n classement recalculé, dont %1 comparé à son résultat en cache (%2 périmé, à recalculer à la prochaine lecture)</numerusform>
            <numerusform>%n classements recalculés, dont %1 comparés à leur résultat en cache (%2 périmés, à recalculer à la prochaine lecture)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>check found %n problem(s):</source>
        <translation>
            <numerusform>check a trouvé %n problème&#xa0;:</numerusform>
            <numerusform>check a trouvé %n problèmes&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>%1 créé</translation>
    </message>
    <message>
        <source>created the demo club in %1</source>
        <translation>club de démonstration créé dans %1</translation>
    </message>
    <message>
        <source>restored %1</source>
        <translation>%1 restauré</translation>
    </message>
    <message>
        <source>game %1 cannot be rated: %2; correct it with &apos;games edit %1&apos; or delete it</source>
        <translation>la partie %1 ne peut pas être cotée&#xa0;: %2&#xa0;; corrigez-la avec &apos;games edit %1&apos; ou supprimez-la</translation>
    </message>
    <message>
        <source>not enough memory for this command on %1</source>
        <translation>mémoire insuffisante pour cette commande sur %1</translation>
    </message>
    <message>
        <source>%1 could not be read as a Podium club: %2</source>
        <translation>%1 n&apos;a pas pu être lu comme un club Podium&#xa0;: %2</translation>
    </message>
    <message>
        <source>Algorithms and their parameters:
  trueskill   mu sigma beta tau draw_probability k
  elo         variant (logistic|gaussian) k start beta
  zonestats   t game_mult max_game_length start
  glicko2     period (game|day|week|month) start rd volatility tau
</source>
        <extracomment>podium-cli --help, part 3 of 4. Translate the descriptions only: commands, options, their values and parameters stay as typed.</extracomment>
        <translation>Algorithmes et leurs paramètres&#xa0;:
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
        <translation>Options&#xa0;:
  -h, --help      afficher cette aide
  -v, --version   afficher la version
</translation>
    </message>
    <message>
        <source>rate reads the game from standard input and takes no arguments</source>
        <translation>rate lit la partie sur l&apos;entrée standard et n&apos;accepte aucun argument</translation>
    </message>
    <message>
        <source>replay needs one history file (or - for standard input)</source>
        <translation>replay attend un seul fichier d&apos;historique (ou - pour l&apos;entrée standard)</translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;</source>
        <translation>%1:%2&#xa0;: partie &apos;%3&apos;</translation>
    </message>
    <message>
        <source>, player &apos;%1&apos;</source>
        <translation>, joueur &apos;%1&apos;</translation>
    </message>
    <message>
        <source>, column &apos;%1&apos;</source>
        <translation>, colonne &apos;%1&apos;</translation>
    </message>
    <message>
        <source>generate takes no arguments besides its options</source>
        <translation>generate n&apos;accepte aucun argument en dehors de ses options</translation>
    </message>
    <message>
        <source>--seed: &apos;%1&apos; is not a whole number</source>
        <translation>--seed&#xa0;: &apos;%1&apos; n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>no command given; try podium-cli --help</source>
        <translation>aucune commande indiquée&#xa0;; essayez podium-cli --help</translation>
    </message>
    <message>
        <source>usage: podium-cli --db FILE COMMAND ...</source>
        <translation>usage&#xa0;: podium-cli --db FILE COMMAND ...</translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s), %3)</source>
        <translation>
            <numerusform>tournoi %1 créé (%2, %n participant, %3)</numerusform>
            <numerusform>tournoi %1 créé (%2, %n participants, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s))</source>
        <translation>
            <numerusform>tournoi %1 créé (%2, %n participant)</numerusform>
            <numerusform>tournoi %1 créé (%2, %n participants)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 joins %2 from round %3</source>
        <translation>%1 rejoint %2 à partir de la ronde %3</translation>
    </message>
    <message>
        <source>%1 withdraws from %2 after round %3</source>
        <translation>%1 se retire de %2 après la ronde %3</translation>
    </message>
    <message>
        <source>event show: &apos;%1&apos; is not a round</source>
        <translation>event show&#xa0;: &apos;%1&apos; n&apos;est pas une ronde</translation>
    </message>
    <message>
        <source>--ranks: &apos;%1&apos; is not a rank</source>
        <translation>--ranks&#xa0;: &apos;%1&apos; n&apos;est pas un rang</translation>
    </message>
    <message>
        <source>event result: ROUND and TABLE are numbers (%1 %2 given)</source>
        <translation>event result&#xa0;: ROUND et TABLE sont des nombres (%1 %2 indiqués)</translation>
    </message>
    <message>
        <source>round %1, table %2: game %3</source>
        <translation>ronde %1, table %2&#xa0;: partie %3</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <source>deleted event %1 (its games stay in the history)</source>
        <translation>tournoi %1 supprimé (ses parties restent dans l&apos;historique)</translation>
    </message>
    <message>
        <source>%1; quality %2</source>
        <translation>%1&#xa0;; qualité %2</translation>
    </message>
    <message>
        <source>%1 wins %2</source>
        <translation>victoire de %1 %2</translation>
    </message>
    <message>
        <source>--together and --apart apply to --mode teams:K</source>
        <translation>--together et --apart ne s&apos;appliquent qu&apos;à --mode teams:K</translation>
    </message>
    <message>
        <source>standard input is larger than the %1 MiB Podium reads</source>
        <translation>l&apos;entrée standard dépasse les %1 Mio que lit Podium</translation>
    </message>
    <message>
        <source>not enough memory for this command and its input</source>
        <translation>mémoire insuffisante pour cette commande et son entrée</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>impossible d&apos;écrire sur la sortie standard&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>exported event %1 to %2 (%n player(s), %3)</source>
        <translation>
            <numerusform>tournoi %1 exporté vers %2 (%n joueur, %3)</numerusform>
            <numerusform>tournoi %1 exporté vers %2 (%n joueurs, %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>remarque&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>imported event %1 (%n player(s), %2; %3)</source>
        <translation>
            <numerusform>tournoi %1 importé (%n joueur, %2&#xa0;; %3)</numerusform>
            <numerusform>tournoi %1 importé (%n joueurs, %2&#xa0;; %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n ronde jouée</numerusform>
            <numerusform>%n rondes jouées</numerusform>
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
        <translation>Usage&#xa0;: podium-cli COMMAND [OPTIONS]

Le calculateur de cotes de Podium, qui recalcule aussi des historiques de parties.

Commandes&#xa0;:
  rate --algorithm A [--param NAME=VALUE ...]          coter une partie lue en JSON sur l&apos;entrée standard
  replay --algorithm A [--param NAME=VALUE ...] FILE   recalculer un historique CSV (- pour l&apos;entrée standard)
                                                       et afficher le classement en CSV&#xa0;; un fichier dans
                                                       l&apos;ordre des dates est coté au fil de la lecture,
                                                       avec peu de mémoire (Glicko-2 avec périodes&#xa0;: lu en
                                                       entier), tout autre est lu en entier et trié par date
  generate --kind h2h|ffa|team --players N --games M --seed S [--team-size K] [--ffa-size K]
                                                       écrire un historique CSV synthétique
</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper : « %1 » n&apos;est ni a4 ni letter</translation>
    </message>
    <message>
        <source>event %1 has no round paired yet</source>
        <translation>le tournoi %1 n&apos;a encore aucune ronde appariée</translation>
    </message>
    <message>
        <source>round: &apos;%1&apos; is not a round of event %2 (1 to %3)</source>
        <translation>ronde : « %1 » n&apos;est pas une ronde du tournoi %2 (1 à %3)</translation>
    </message>
    <message>
        <source>event %1 is not an elimination: it has no bracket</source>
        <translation>le tournoi %1 n&apos;est pas à élimination : il n&apos;a pas de tableau</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not html, pdf, csv or json</source>
        <translation>--format : « %1 » n&apos;est ni html, ni pdf, ni csv, ni json</translation>
    </message>
    <message>
        <source>export round: &apos;%1&apos; is not a round number</source>
        <translation>export round : « %1 » n&apos;est pas un numéro de ronde</translation>
    </message>
    <message>
        <source>export %1 writes %2, not %3</source>
        <translation>export %1 écrit %2, pas %3</translation>
    </message>
    <message>
        <source>%1: the file&apos;s extension does not say the format; export %2 writes %3: name the file after one of them or give --format</source>
        <translation>%1 : l&apos;extension du fichier n&apos;indique pas le format ; export %2 écrit %3 : nommez le fichier d&apos;après l&apos;un d&apos;eux ou indiquez --format</translation>
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
                                              le tableau en direct : classements, tournois et joueurs
                                              en pages web pour les téléphones de la salle, en lecture
                                              seule et non chiffré, jusqu&apos;à Ctrl+C (par défaut sur
                                              l&apos;adresse LAN de cet ordinateur, port 8080 ou le suivant libre)
</translation>
    </message>
    <message>
        <source>--bind: &apos;%1&apos; is not an IP address of this computer (such as %2)</source>
        <translation>--bind : « %1 » n&apos;est pas une adresse IP de cet ordinateur (comme %2)</translation>
    </message>
    <message>
        <source>--port: &apos;%1&apos; is not a port number (0 to 65535)</source>
        <translation>--port : « %1 » n&apos;est pas un numéro de port (0 à 65535)</translation>
    </message>
    <message>
        <source>port %1 is in use; the board took port %2</source>
        <translation>le port %1 est occupé ; le tableau a pris le port %2</translation>
    </message>
    <message>
        <source>The live board of %1 listens on every network of this computer, at:</source>
        <translation>Le tableau en direct de %1 écoute sur tous les réseaux de cet ordinateur, à :</translation>
    </message>
    <message>
        <source>The live board of %1 is at %2</source>
        <translation>Le tableau en direct de %1 est à %2</translation>
    </message>
    <message>
        <source>Press Ctrl+C to stop.</source>
        <translation>Ctrl+C pour arrêter.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>--algorithm: unknown algorithm &apos;%1&apos;; the algorithms are %2</source>
        <translation>--algorithm : algorithme « %1 » inconnu ; les algorithmes sont %2</translation>
    </message>
    <message>
        <source>--param %1: none of the algorithms compared has the parameter &apos;%2&apos;</source>
        <translation>--param %1 : aucun des algorithmes comparés n’a le paramètre « %2 »</translation>
    </message>
    <message numerus="yes">
        <source>Backtest of %1: %n game(s)</source>
        <translation>
            <numerusform>Test rétrospectif de %1 : %n partie</numerusform>
            <numerusform>Test rétrospectif de %1 : %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>setting</source>
        <translation>réglage</translation>
    </message>
    <message>
        <source>prediction error</source>
        <translation>erreur de prédiction</translation>
    </message>
    <message>
        <source>log-loss</source>
        <translation>perte logarithmique</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>Best by log-loss: %1</source>
        <translation>Meilleur selon la perte logarithmique : %1</translation>
    </message>
    <message>
        <source>Best by prediction error (no duels for a log-loss): %1</source>
        <translation>Meilleur selon l’erreur de prédiction (pas de duel pour une perte logarithmique) : %1</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>selon %1</translation>
    </message>
    <message>
        <source>Calibration of the duels: by the probability given to the side entered first, the mean predicted and the share it won (games)</source>
        <translation>Calibrage des duels : selon la probabilité donnée au camp saisi en premier, la prédiction moyenne et la part de victoires (parties)</translation>
    </message>
    <message>
        <source>bin</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, csv or json</source>
        <translation>--format : « %1 » n’est ni text, ni csv, ni json</translation>
    </message>
    <message>
        <source>backtest needs one history file (or - for standard input)</source>
        <translation>backtest a besoin d’un fichier d’historique (ou - pour l’entrée standard)</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>toutes les parties</translation>
    </message>
    <message>
        <source>--leaderboard and --discipline: give one; a leaderboard has its discipline</source>
        <translation>--leaderboard et --discipline : n’en donnez qu’un ; un classement a sa discipline</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;</source>
        <translation>classement « %1 »</translation>
    </message>
    <message>
        <source>discipline &apos;%1&apos;</source>
        <translation>discipline « %1 »</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a date (YYYY-MM-DD)</source>
        <translation>--%1 : « %2 » n’est pas une date (AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>%1 has no games to backtest</source>
        <translation>%1 n’a aucune partie à tester</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; with --db the commands are init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve and backtest</source>
        <translation>commande « %1 » inconnue ; avec --db, les commandes sont init, import, players, games, leaderboard, standings, history, pair, event, export, backup, restore, demo, check, serve et backtest</translation>
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
                                              quelle cote prédit le mieux ces parties : chaque
                                              prédiction est évaluée avant que la partie ne compte
                                              dans la cote (l’erreur de prédiction de l’article
                                              TrueSkill, sa matrice « mis au défi » et les nulles selon
                                              la qualité du match ; perte logarithmique, score de
                                              Brier et calibrage des duels) ;
                                              par défaut TrueSkill, Elo, Glicko-2 et, si chaque joueur a
                                              un score et des minutes, ZoneStats ; les balayages se
                                              multiplient (500 réglages au plus)
</translation>
    </message>
    <message>
        <source>pairs of sides with different places: %1; draws (pairs that shared a place): %2; duels (one player against one, no draw): %3</source>
        <translation>paires de camps à des places différentes : %1 ; nulles (paires à la même place) : %2 ; duels (un joueur contre un, sans nulle) : %3</translation>
    </message>
    <message numerus="yes">
        <source>Challenged: the prediction error on the 20 % of games that each algorithm&apos;s best setting found tightest (%n game(s))</source>
        <translation>
            <numerusform>Mis au défi : l’erreur de prédiction sur les 20 % de parties que le meilleur réglage de chaque algorithme a jugées les plus serrées (%n partie)</numerusform>
            <numerusform>Mis au défi : l’erreur de prédiction sur les 20 % de parties que le meilleur réglage de chaque algorithme a jugées les plus serrées (%n parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws against match quality: the share of all draws within the tightest x % of games</source>
        <translation>Nulles selon la qualité du match : la part de toutes les nulles dans les x % de parties les plus serrées</translation>
    </message>
    <message>
        <source>game %1 (%2)</source>
        <translation>partie %1 (%2)</translation>
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
        <translation>Commandes de la base de données du club (podium-cli --db FILE COMMAND)&#xa0;:
  init                                        créer une base de données vide
  import games FILE.csv [--discipline NAME]   importer le CSV d&apos;échange, tout ou rien
        [--names PLAYERS.csv | --name-column COLUMN | --readable-ids] [--tell-apart]
                                              les noms des joueurs&#xa0;: d&apos;un fichier de joueurs (colonnes
                                              participant ou id, et name), d&apos;une colonne du fichier de parties,
                                              ou les identifiants rendus lisibles (ann-lee&#xa0;: Ann Lee)&#xa0;; les
                                              identifiants sans nom restent&#xa0;; --tell-apart ajoute l&apos;identifiant
                                              aux noms que deux joueurs partageraient, qui sont sinon refusés
  players list | add NAME | rename OLD NEW | merge FROM INTO | retire NAME | delete NAME
  games list [--player NAME] [--discipline D] [--format csv|json]
  games add | games edit ID                   une partie en JSON sur l&apos;entrée standard
  games delete ID
  leaderboard list | create NAME --algorithm A [--discipline D] [--param NAME=VALUE ...]
                                              [--from DATE] [--to DATE] | set NAME --param ...
  leaderboard fit-draw NAME [--set]           la probabilité de nulle de TrueSkill tirée des parties du
                                              classement (paires de camps à égalité voisins dans l&apos;ordre
                                              d&apos;arrivée), et son réglage
  standings [LEADERBOARD] [--format csv|json]
  history PLAYER [LEADERBOARD]                la cote après chaque partie, avec sigma
  export games FILE.csv | export standings [LEADERBOARD] FILE.csv|.json|.html|.pdf
  export event NAME FILE.html|.pdf|.csv|.json la ronde en cours et le classement d&apos;un tournoi
  export round EVENT [N] FILE.html|.pdf       les appariements de la ronde N (par défaut, celle en cours)
  export bracket EVENT FILE.html|.pdf | export player NAME FILE.html|.pdf
                                              --format html|pdf|csv|json au lieu de l&apos;extension,
                                              --paper a4|letter pour un PDF ; les fichiers HTML se
                                              suffisent à eux-mêmes, pour le site du club
  backup FILE.json | restore FILE.json        une sauvegarde complète, et sa restauration dans une
                                              nouvelle base de données
  import players FILE.csv                     colonnes name, display_name, affiliation, notes, retired
  check                                       l&apos;intégrité, et l&apos;égalité des classements en cache
                                              avec un nouveau recalcul
  pair LEADERBOARD --players A,B,... --mode h2h|teams:K|ffa:K [--together A+B,...] [--apart A+B,...]
                                              parties suggérées avec la qualité du match et
                                              la probabilité de victoire
  event create NAME --format swiss|roundrobin|single|double|heats --discipline D [--leaderboard L]
        --entrants A,B,... [--rounds N] [--lobby K] [--option NAME=VALUE ...]
                                              options&#xa0;: win draw loss bye places tiebreaks pairing
                                              style double sides accelerated colour ratings
                                              (style pour swiss&#xa0;: fide|games|rating&#xa0;; accelerated&#xa0;: baku&#xa0;;
                                              colour&#xa0;: white|black|lot, celle du premier joueur de
                                              l&apos;échiquier 1 à la ronde 1)
  event list | join NAME PLAYER [--half-byes] | withdraw NAME PLAYER | delete NAME
                                              --half-byes&#xa0;: un exempt à un demi-point pour chaque ronde manquée
  event bye NAME PLAYER [--round N] [--cancel]
                                              un exempt à un demi-point demandé avant une ronde (par défaut,
                                              la suivante)
  event next NAME                             apparier la ronde suivante&#xa0;:
                                              round,table,side,player (side 0&#xa0;: exempt)
  event repair NAME                           apparier à nouveau la dernière ronde tant qu&apos;elle
                                              n&apos;a pas de résultat
  event set NAME --leaderboard L              le classement qui cote le tournoi désormais
                                              (&quot;&quot;&#xa0;: celui de la discipline)
  event show NAME [ROUND]                     appariements avec qualité, probabilité de
                                              victoire, résultats, notes
  event result NAME ROUND TABLE --ranks R1,R2,... | --games W1-W2[-D]
                                              un rang par camp, ou les parties gagnées (et nulles) d&apos;un match
  event standings NAME [--format csv|json]    points, départages et ce qui a décidé de chaque place
  event export NAME FILE.trf                  le tournoi en fichier FIDE TRF-16
  event import FILE.trf [--name NAME] [--discipline D] [--leaderboard L]
                                              un tournoi au système suisse depuis un fichier TRF, à
                                              poursuivre avec event next
podium-cli demo --db FILE                     créer un club de démonstration&#xa0;: 40 membres,
                                              deux ans, trois disciplines
</translation>
    </message>
    <message>
        <source>--half-byes applies to event join</source>
        <translation>--half-byes ne s&apos;applique qu&apos;à event join</translation>
    </message>
    <message>
        <source>%1: a half-point bye in each round missed: %2</source>
        <translation>%1&#xa0;: un exempt à un demi-point pour chaque ronde manquée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 has no half-point bye in round %2 of %3</source>
        <translation>%1 n&apos;a pas d&apos;exempt à un demi-point à la ronde %2 de %3</translation>
    </message>
    <message>
        <source>%1 has a half-point bye in round %2 of %3</source>
        <translation>%1 a un exempt à un demi-point à la ronde %2 de %3</translation>
    </message>
    <message>
        <source>event %1 is rated by no leaderboard</source>
        <translation>le tournoi %1 n&apos;est coté par aucun classement</translation>
    </message>
    <message>
        <source>event %1 is rated by %2</source>
        <translation>le tournoi %1 est coté par %2</translation>
    </message>
    <message>
        <source>checked: SQLite&apos;s integrity_check and foreign_key_check, the schema (version %1), every value as a restore of a backup would read it, %2</source>
        <translation>vérifié&#xa0;: integrity_check et foreign_key_check de SQLite, le schéma (version %1), chaque valeur telle que la lirait la restauration d&apos;une sauvegarde, %2</translation>
    </message>
    <message>
        <source>%1: unexpected argument &apos;%2&apos;; see podium-cli --help</source>
        <translation>%1&#xa0;: argument « %2 » inattendu&#xa0;; voir podium-cli --help</translation>
    </message>
    <message>
        <source>game id &apos;%1&apos; is not a positive whole number</source>
        <translation>l&apos;identifiant de partie « %1 » n&apos;est pas un nombre entier positif</translation>
    </message>
    <message>
        <source>--team-size applies to --kind team</source>
        <translation>--team-size ne s&apos;applique qu&apos;à --kind team</translation>
    </message>
    <message>
        <source>--ffa-size applies to --kind ffa</source>
        <translation>--ffa-size ne s&apos;applique qu&apos;à --kind ffa</translation>
    </message>
    <message>
        <source>demo needs the file to create: podium-cli demo --db FILE (or podium-cli --db FILE demo)</source>
        <translation>demo a besoin du fichier à créer&#xa0;: podium-cli demo --db FILE (ou podium-cli --db FILE demo)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the commands are rate, replay, generate, backtest and demo --db FILE, and on a club --db FILE COMMAND (see podium-cli --help)</source>
        <translation>commande « %1 » inconnue&#xa0;; les commandes sont rate, replay, generate, backtest et demo --db FILE, et sur un club --db FILE COMMAND (voir podium-cli --help)</translation>
    </message>
    <message>
        <source>event %1 has rounds 1 to %2, not %3</source>
        <translation>le tournoi %1 a les rondes 1 à %2, pas %3</translation>
    </message>
    <message>
        <source>PDF files and the live board are made by %1, which cannot be started: %2</source>
        <translation>Les fichiers PDF et le tableau en direct sont produits par %1, qui ne peut pas être lancé&#xa0;: %2</translation>
    </message>
    <message>
        <source>checked: the club&apos;s tables on the server (which checks every reference as it is written), the schema (version %1), every value as a restore of a backup would read it, %2</source>
        <translation>vérifié&#xa0;: les tables du club sur le serveur (qui vérifie chaque référence à l’écriture), le schéma (version %1), chaque valeur telle que la restauration d’une sauvegarde la lirait, %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a report number (event reports NAME lists them)</source>
        <translation>&apos;%1&apos; n&apos;est pas un numéro de déclaration (event reports NAME les liste)</translation>
    </message>
    <message>
        <source>report %1 is of %2, not %3</source>
        <translation>la déclaration %1 concerne %2, pas %3</translation>
    </message>
    <message>
        <source>--player and --all: give one of them</source>
        <translation>--player et --all&#xa0;: n&apos;en donnez qu&apos;un</translation>
    </message>
    <message>
        <source>--board: &apos;%1&apos; is not the live board&apos;s address, such as http://192.168.1.20:8080/</source>
        <translation>--board&#xa0;: &apos;%1&apos; n&apos;est pas l&apos;adresse du tableau en direct, comme http://192.168.1.20:8080/</translation>
    </message>
    <message>
        <source>players do not report results of %1; turn it on first (event set %1 reporting=on)</source>
        <translation>les joueurs de %1 ne déclarent pas leurs résultats&#xa0;; activez-le d&apos;abord (event set %1 reporting=on)</translation>
    </message>
    <message>
        <source>every entrant of %1 has a code already; --player P gives one a new code, --all everyone (the codes given before stop working)</source>
        <translation>chaque participant de %1 a déjà un code&#xa0;; --player P donne un nouveau code à un joueur, --all à tous (les codes donnés auparavant ne fonctionnent plus)</translation>
    </message>
    <message>
        <source>report %1 is %2 already</source>
        <translation>la déclaration %1 est déjà %2</translation>
    </message>
    <message numerus="yes">
        <source>round %1, table %2: %3 (game %4); %n report(s) settled</source>
        <translation>
            <numerusform>ronde %1, table %2&#xa0;: %3 (partie %4)&#xa0;; %n déclaration réglée</numerusform>
            <numerusform>ronde %1, table %2&#xa0;: %3 (partie %4)&#xa0;; %n déclarations réglées</numerusform>
        </translation>
    </message>
    <message>
        <source>report %1 (round %2, table %3, by %4) rejected</source>
        <translation>déclaration %1 (ronde %2, table %3, par %4) rejetée</translation>
    </message>
    <message>
        <source>players of %1 now report their results on the live board; give them their codes (event codes %1)</source>
        <translation>les joueurs de %1 déclarent désormais leurs résultats sur le tableau en direct&#xa0;; donnez-leur leurs codes (event codes %1)</translation>
    </message>
    <message>
        <source>players of %1 no longer report their results on the live board</source>
        <translation>les joueurs de %1 ne déclarent plus leurs résultats sur le tableau en direct</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not csv, html or pdf</source>
        <translation>--format&#xa0;: &apos;%1&apos; n&apos;est ni csv, ni html, ni pdf</translation>
    </message>
    <message>
        <source>It changes nothing but the results players report for events that let them, and it is unencrypted: for the hall&apos;s own network only.</source>
        <translation>Il ne modifie rien d&apos;autre que les résultats déclarés par les joueurs dans les tournois qui le permettent, et il n&apos;est pas chiffré&#xa0;: pour le réseau de la salle seulement.</translation>
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
Encore sur un club (podium-cli --db FILE COMMAND)&#xa0;:
  event final HEATS --top N [--name NAME]     une finale d&apos;un seul salon pour les N premiers du
                                              classement des manches, dans leur ordre
  pair LEADERBOARD --players A,B,... --mode matches:N
                                              deux équipes équilibrées de N par match, autant de
                                              matchs que les joueurs en remplissent&#xa0;; les autres attendent
</translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (heats, one lobby of %n: %2)</source>
        <translation>
            <numerusform>tournoi %1 créé (manches, un salon de %n joueur&#xa0;: %2)</numerusform>
            <numerusform>tournoi %1 créé (manches, un salon de %n joueurs&#xa0;: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>--mode: &apos;%1&apos; is not h2h, teams:K, matches:N or ffa:K</source>
        <translation>--mode&#xa0;: &apos;%1&apos; n&apos;est pas h2h, teams:K, matches:N ou ffa:K</translation>
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
Cotes connues et absences (podium-cli --db FILE COMMAND)&#xa0;:
  players rating NAME [--rating N] [--system S] [--id ID] [--federation FED] [--title T]
                                              la cote d&apos;un joueur hors du club (FIDE, nationale)
                                              avec son identifiant, sa fédération et son titre&#xa0;;
                                              un système suisse s&apos;y classe avec --option
                                              pairing=known, ou selon la cote quand le classement
                                              n&apos;en connaît aucun
  import players FILE.csv                     aussi les colonnes rating, rating_system, rating_id,
                                              federation et title
  event bye NAME PLAYER --absent [--round N] [--cancel]
                                              absent d&apos;une ronde d&apos;un système suisse (la
                                              suivante)&#xa0;: pas apparié, aucun point, toujours dans
                                              le tournoi
</translation>
    </message>
    <message>
        <source>%1 is not absent from round %2 of %3</source>
        <translation>%1 n&apos;est pas absent de la ronde %2 de %3</translation>
    </message>
    <message>
        <source>%1 is absent from round %2 of %3</source>
        <translation>%1 est absent de la ronde %2 de %3</translation>
    </message>
</context>
<context>
    <name>ClubLocation</name>
    <message>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message>
        <source>Create event %1</source>
        <translation>Créer le tournoi %1</translation>
    </message>
    <message>
        <source>Delete event %1</source>
        <translation>Supprimer le tournoi %1</translation>
    </message>
    <message>
        <source>Pair the next round of %1</source>
        <translation>Apparier la ronde suivante de %1</translation>
    </message>
    <message>
        <source>Pair round %1 of %2</source>
        <translation>Apparier la ronde %1 de %2</translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3</source>
        <translation>Résultat de %1, ronde %2, table %3</translation>
    </message>
    <message>
        <source>Forfeit at %1, round %2, table %3</source>
        <translation>Forfait&#xa0;: %1, ronde %2, table %3</translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation>Inscrire %1 à %2</translation>
    </message>
    <message>
        <source>%1 withdraws from %2</source>
        <translation>Retirer %1 de %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>free for all of %1</source>
        <translation>chacun pour soi à %1</translation>
    </message>
    <message>
        <source>team game of %1</source>
        <translation>partie en équipes à %1</translation>
    </message>
    <message>
        <source>Add result %1</source>
        <translation>Ajouter le résultat %1</translation>
    </message>
    <message>
        <source>Edit result %1</source>
        <translation>Modifier le résultat %1</translation>
    </message>
    <message>
        <source>Delete result %1</source>
        <translation>Supprimer le résultat %1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n game(s)</source>
        <translation>
            <numerusform>Importer %n partie</numerusform>
            <numerusform>Importer %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Create leaderboard %1</source>
        <translation>Créer le classement %1</translation>
    </message>
    <message>
        <source>Change the parameters of %1</source>
        <translation>Modifier les paramètres de %1</translation>
    </message>
    <message>
        <source>Change leaderboard %1</source>
        <translation>Modifier le classement %1</translation>
    </message>
    <message>
        <source>Delete leaderboard %1</source>
        <translation>Supprimer le classement %1</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Ajouter le joueur %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <source>Retire %1</source>
        <translation>Désactiver %1</translation>
    </message>
    <message>
        <source>Bring back %1</source>
        <translation>Réactiver %1</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>Fusionner %1 dans %2</translation>
    </message>
    <message>
        <source>Delete player %1</source>
        <translation>Supprimer le joueur %1</translation>
    </message>
    <message>
        <source>Import players from %1</source>
        <translation>Importer des joueurs depuis %1</translation>
    </message>
    <message>
        <source>Import event %1</source>
        <translation>Importer le tournoi %1</translation>
    </message>
    <message>
        <source>Rate %1 by %2</source>
        <translation>Coter %1 avec %2</translation>
    </message>
    <message>
        <source>its discipline&apos;s leaderboard</source>
        <translation>le classement de sa discipline</translation>
    </message>
    <message>
        <source>Pair the last round of %1 again</source>
        <translation>Apparier à nouveau la dernière ronde de %1</translation>
    </message>
    <message>
        <source>Pair round %1 of %2 again</source>
        <translation>Apparier à nouveau la ronde %1 de %2</translation>
    </message>
    <message>
        <source>Half-point bye for %1 in round %2 of %3</source>
        <translation>Exempt à un demi-point pour %1 à la ronde %2 de %3</translation>
    </message>
    <message>
        <source>No half-point bye for %1 in round %2 of %3</source>
        <translation>Pas d&apos;exempt à un demi-point pour %1 à la ronde %2 de %3</translation>
    </message>
    <message>
        <source>Another program has deleted %1 since; this undo was skipped.</source>
        <translation>Un autre programme a supprimé %1 depuis&#xa0;; cette annulation n’a pas été faite.</translation>
    </message>
    <message>
        <source>Another program has deleted %1 since; this redo was skipped.</source>
        <translation>Un autre programme a supprimé %1 depuis&#xa0;; ce rétablissement n’a pas été fait.</translation>
    </message>
    <message>
        <source>Another program has added %1 since; this undo was skipped.</source>
        <translation>Un autre programme a ajouté %1 depuis&#xa0;; cette annulation n’a pas été faite.</translation>
    </message>
    <message>
        <source>Another program has added %1 since; this redo was skipped.</source>
        <translation>Un autre programme a ajouté %1 depuis&#xa0;; ce rétablissement n’a pas été fait.</translation>
    </message>
    <message>
        <source>Another program has changed %1 since; this undo was skipped.</source>
        <translation>Un autre programme a modifié %1 depuis&#xa0;; cette annulation n’a pas été faite.</translation>
    </message>
    <message>
        <source>Another program has changed %1 since; this redo was skipped.</source>
        <translation>Un autre programme a modifié %1 depuis&#xa0;; ce rétablissement n’a pas été fait.</translation>
    </message>
    <message>
        <source>the event %1</source>
        <translation>le tournoi %1</translation>
    </message>
    <message>
        <source>the game %1</source>
        <translation>la partie %1</translation>
    </message>
    <message>
        <source>a game of this import</source>
        <translation>une partie de cette importation</translation>
    </message>
    <message>
        <source>the leaderboard %1</source>
        <translation>le classement %1</translation>
    </message>
    <message>
        <source>the player %1</source>
        <translation>le joueur %1</translation>
    </message>
    <message>
        <source>a game of event %1</source>
        <translation>une partie du tournoi %1</translation>
    </message>
    <message>
        <source>Another program has since added a game under the number this one had (%1); this undo was skipped.</source>
        <translation>Un autre programme a depuis ajouté une partie sous le numéro qu’avait celle-ci (%1)&#xa0;; cette annulation n’a pas été faite.</translation>
    </message>
    <message>
        <source>Another program has since added a game under the number this one had (%1); this redo was skipped.</source>
        <translation>Un autre programme a depuis ajouté une partie sous le numéro qu’avait celle-ci (%1)&#xa0;; ce rétablissement n’a pas été fait.</translation>
    </message>
    <message>
        <source>Result of %1, round %2, table %3 (players&apos; reports)</source>
        <translation>Résultat de %1, ronde %2, table %3 (déclarations des joueurs)</translation>
    </message>
    <message>
        <source>the desk entered another result</source>
        <translation>l&apos;organisation a saisi un autre résultat</translation>
    </message>
    <message numerus="yes">
        <source>Reject %n report(s)</source>
        <translation>
            <numerusform>Rejeter %n déclaration</numerusform>
            <numerusform>Rejeter %n déclarations</numerusform>
        </translation>
    </message>
    <message>
        <source>report %1 is %2 already</source>
        <translation>la déclaration %1 est déjà %2</translation>
    </message>
    <message>
        <source>rejected at the desk</source>
        <translation>rejetée par l&apos;organisation</translation>
    </message>
    <message>
        <source>Let players of %1 report results</source>
        <translation>Laisser les joueurs de %1 déclarer leurs résultats</translation>
    </message>
    <message>
        <source>Stop players of %1 reporting results</source>
        <translation>Ne plus laisser les joueurs de %1 déclarer leurs résultats</translation>
    </message>
    <message>
        <source>this club is read-only, and of a version of Podium before players&apos; reports: they need a copy that can be written</source>
        <translation>ce club est en lecture seule et date d&apos;une version de Podium antérieure aux déclarations des joueurs&#xa0;: celles-ci demandent une copie modifiable</translation>
    </message>
    <message>
        <source>Add players %1</source>
        <translation>Ajouter les joueurs %1</translation>
    </message>
    <message>
        <source>%1 absent from round %2 of %3</source>
        <translation>%1 absent de la ronde %2 de %3</translation>
    </message>
    <message>
        <source>%1 not absent from round %2 of %3</source>
        <translation>%1 non absent de la ronde %2 de %3</translation>
    </message>
    <message>
        <source>Edit player %1</source>
        <translation>Modifier le joueur %1</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an id (a whole number from 1)</source>
        <translation>un identifiant (un nombre entier à partir de 1)</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>un nombre entier à partir de 0</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>un nombre entier à partir de 1</translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation>0 ou 1</translation>
    </message>
    <message>
        <source>null, 1 or 2</source>
        <translation>null, 1 ou 2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 n&apos;est pas %2</translation>
    </message>
    <message>
        <source>a name cannot be empty</source>
        <translation>un nom ne peut pas être vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a name as Podium keeps it (&apos;%2&apos;)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nom tel que Podium l&apos;enregistre (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (YYYY-MM-DDTHH:MM:SS)</source>
        <translation>&apos;%1&apos; n&apos;est pas une date et heure (YYYY-MM-DDTHH:MM:SS)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date and time (ISO 8601)</source>
        <translation>&apos;%1&apos; n&apos;est pas une date et heure (ISO 8601)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not h2h, ffa or team</source>
        <translation>&apos;%1&apos; n&apos;est ni h2h, ni ffa, ni team</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a format as Podium writes it</source>
        <translation>&apos;%1&apos; n&apos;est pas un format tel que Podium l&apos;écrit</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not open, running or finished</source>
        <translation>&apos;%1&apos; n&apos;est ni open, ni running, ni finished</translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation>une valeur est requise</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1 is not text</source>
        <translation>%1 n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>%1: %2, row %3</source>
        <translation>%1&#xa0;: %2, ligne %3</translation>
    </message>
    <message>
        <source>%1: the table is missing</source>
        <translation>%1&#xa0;: la table est manquante</translation>
    </message>
    <message>
        <source>%1: unexpected columns</source>
        <translation>%1&#xa0;: colonnes inattendues</translation>
    </message>
    <message>
        <source>%1: rows is not an array</source>
        <translation>%1&#xa0;: rows n&apos;est pas un tableau</translation>
    </message>
    <message>
        <source>expected %1 values</source>
        <translation>%1 valeurs attendues</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>partie %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of parameters ({&quot;name&quot;: &quot;value&quot;, ...})</source>
        <translation>&apos;%1&apos; n&apos;est pas une liste de paramètres ({&quot;name&quot;: &quot;value&quot;, ...})</translation>
    </message>
    <message>
        <source>parameter %1: its value is not text</source>
        <translation>paramètre %1&#xa0;: sa valeur n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>player_id: the player is not an entrant of the event</source>
        <translation>player_id&#xa0;: le joueur ne participe pas au tournoi</translation>
    </message>
    <message>
        <source>game_id: a bye or a forfeit has no game</source>
        <translation>game_id&#xa0;: une exemption ou un forfait n&apos;a pas de partie</translation>
    </message>
    <message>
        <source>game_id: the player did not play that game in the event&apos;s discipline</source>
        <translation>game_id&#xa0;: le joueur n&apos;a pas joué cette partie dans la discipline du tournoi</translation>
    </message>
    <message>
        <source>%1 is not empty; restore into a new database (init it first)</source>
        <translation>%1 n&apos;est pas vide&#xa0;; restaurez dans une nouvelle base de données (créez-la d&apos;abord avec init)</translation>
    </message>
    <message>
        <source>schema_version: a whole number from 1 is required</source>
        <translation>schema_version&#xa0;: un nombre entier à partir de 1 est requis</translation>
    </message>
    <message>
        <source>the backup comes from a newer Podium (schema version %1)</source>
        <translation>la sauvegarde provient d&apos;une version plus récente de Podium (version de schéma %1)</translation>
    </message>
    <message>
        <source>not a Podium backup</source>
        <translation>ce n&apos;est pas une sauvegarde Podium</translation>
    </message>
    <message>
        <source>%1 already holds a club; the demo goes into a new database</source>
        <translation>%1 contient déjà un club&#xa0;; la démo doit aller dans une nouvelle base de données</translation>
    </message>
    <message>
        <source>format: &apos;%1&apos; is not a format (%2)</source>
        <translation>format&#xa0;: &apos;%1&apos; n&apos;est pas un format (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>option style: &apos;%1&apos; is not a Swiss style (%2)</source>
        <translation>option style&#xa0;: &apos;%1&apos; n&apos;est pas un style de système suisse (%2)</translation>
    </message>
    <message>
        <source> is a bye: it has no result to enter</source>
        <translation> est une exemption&#xa0;: il n&apos;y a aucun résultat à saisir</translation>
    </message>
    <message>
        <source>: %1 rank(s) for %2 sides</source>
        <translation>: nombre de rangs (%1) différent du nombre de camps (%2)</translation>
    </message>
    <message>
        <source>: rank %1 of side %2 is not 1 or more</source>
        <translation>: le rang %1 du camp %2 n&apos;est pas supérieur ou égal à 1</translation>
    </message>
    <message>
        <source>: an elimination game needs a winner</source>
        <translation>: une partie à élimination exige un vainqueur</translation>
    </message>
    <message>
        <source>: places %1 are not a finishing order (each place once from 1; those tied share a place)</source>
        <translation>: les places %1 ne forment pas un ordre d&apos;arrivée (chaque place une seule fois à partir de 1&#xa0;; les ex aequo partagent une place)</translation>
    </message>
    <message>
        <source>games: &apos;%1&apos; is not a match score: give the games won by each side, and the games drawn if any, such as 2-1 or 1-1-1</source>
        <translation>games&#xa0;: &apos;%1&apos; n&apos;est pas un score de match&#xa0;: indiquez les parties gagnées par chaque camp, puis les parties nulles s&apos;il y en a, par exemple 2-1 ou 1-1-1</translation>
    </message>
    <message>
        <source>table event_pairings, event &apos;%1&apos;, round %2, table %3: a seat&apos;s player is not an entrant of the event; the database was changed outside Podium</source>
        <translation>table event_pairings, tournoi &apos;%1&apos;, ronde %2, table %3&#xa0;: le joueur d&apos;une place ne participe pas au tournoi&#xa0;; la base de données a été modifiée en dehors de Podium</translation>
    </message>
    <message>
        <source>: a match score needs a game of two sides</source>
        <translation>: un score de match exige une partie à deux camps</translation>
    </message>
    <message>
        <source>: only a game of two can be won by forfeit</source>
        <translation>: seule une partie à deux peut être gagnée par forfait</translation>
    </message>
    <message>
        <source>: the side that won by forfeit is 1 or 2 (0: neither came)</source>
        <translation>: le camp gagnant par forfait est 1 ou 2 (0&#xa0;: aucun ne s&apos;est présenté)</translation>
    </message>
    <message>
        <source>: in an elimination bracket one side must go through</source>
        <translation>: dans un tableau à élimination, un camp doit se qualifier</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3: %4 games drawn is not a count</source>
        <translation>tournoi &apos;%1&apos;, ronde %2, table %3&#xa0;: %4 parties nulles n&apos;est pas un nombre valide</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: only the last round, %2, can be taken back</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: seule la dernière ronde, %2, peut être annulée</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 has results; take them back first</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: la ronde %2 a des résultats&#xa0;; annulez-les d&apos;abord</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is over: %2 won it</source>
        <translation>le tournoi &apos;%1&apos; est terminé&#xa0;: %2 l&apos;a remporté</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no match to play</source>
        <translation>le tournoi &apos;%1&apos; n&apos;a aucun match à jouer</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is not finished: table %3 has no result</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: la ronde %2 n&apos;est pas terminée&#xa0;: la table %3 n&apos;a pas de résultat</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was paired on a score of %2 and now has %3</source>
        <translation>%1 a été apparié avec un score de %2 et en a maintenant %3</translation>
    </message>
    <message>
        <source>round %1 would now be paired differently: %2</source>
        <translation>la ronde %1 serait maintenant appariée différemment&#xa0;: %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has played all its %2 rounds</source>
        <translation>le tournoi &apos;%1&apos; a joué ses %2 rondes</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is entered twice</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 est inscrit deux fois</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: an event needs at least two entrants</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: un tournoi exige au moins deux participants</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a lobby needs room for at least two players</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: un salon doit pouvoir accueillir au moins deux joueurs</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: the number of rounds cannot be negative</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: le nombre de rondes ne peut pas être négatif</translation>
    </message>
    <message>
        <source>there is already an event called &apos;%1&apos;</source>
        <translation>il existe déjà un tournoi nommé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>option %1: &apos;%2&apos; is not a number</source>
        <translation>option %1&#xa0;: &apos;%2&apos; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>option places: &apos;%1&apos; is not a number</source>
        <translation>option places&#xa0;: &apos;%1&apos; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>option places: give the points of each place, such as 10-8-6-5-4-3-2-1</source>
        <translation>option places&#xa0;: indiquez les points de chaque place, par exemple 10-8-6-5-4-3-2-1</translation>
    </message>
    <message>
        <source>option tiebreaks: %1</source>
        <translation>option tiebreaks&#xa0;: %1</translation>
    </message>
    <message>
        <source>option pairing: &apos;%1&apos; is not one of %2</source>
        <translation>option pairing&#xa0;: &apos;%1&apos; ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>option accelerated: &apos;%1&apos; is not baku or none</source>
        <translation>option accelerated&#xa0;: &apos;%1&apos; n&apos;est ni baku ni none</translation>
    </message>
    <message>
        <source>option ratings: &apos;%1&apos; is not a rating</source>
        <translation>option ratings&#xa0;: &apos;%1&apos; n&apos;est pas une cote</translation>
    </message>
    <message>
        <source>an event needs a name</source>
        <translation>un tournoi doit avoir un nom</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: give its discipline</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: indiquez sa discipline</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a %2 event cannot take entrants once it has started</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: un tournoi de type %2 ne peut plus accepter de participants une fois commencé</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is already in it</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 y participe déjà</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not playing in it</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 n&apos;y joue pas</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: in an elimination bracket a withdrawal is a lost game; enter it as the result of %2&apos;s match</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: dans un tableau à élimination, un retrait est une partie perdue&#xa0;; saisissez-le comme résultat du match de %2</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not in it</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 n&apos;y participe pas</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has been paired; withdraw them instead</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 a déjà été apparié&#xa0;; retirez-le plutôt</translation>
    </message>
    <message>
        <source>there is no event called &apos;%1&apos;</source>
        <translation>il n&apos;existe aucun tournoi nommé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is an event called &apos;%1&apos; again; the deleted one cannot come back under that name</source>
        <translation>il existe de nouveau un tournoi nommé &apos;%1&apos;&#xa0;; le tournoi supprimé ne peut pas revenir sous ce nom</translation>
    </message>
    <message>
        <source>there is no event %1</source>
        <translation>il n&apos;existe aucun tournoi %1</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has tables of more than two players; a TRF file holds games of two</source>
        <translation>le tournoi &apos;%1&apos; a des tables de plus de deux joueurs&#xa0;; un fichier TRF ne contient que des parties à deux</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>player %1 has the name of player %2, &apos;%3&apos;: Podium needs one name a player</source>
        <translation>le joueur %1 porte le nom du joueur %2, &apos;%3&apos;&#xa0;: Podium exige un nom distinct par joueur</translation>
    </message>
    <message>
        <source>the file names no tournament (line 012): give the event a name</source>
        <translation>le fichier ne nomme aucun tournoi (ligne 012)&#xa0;: donnez un nom au tournoi</translation>
    </message>
    <message>
        <source>the file plans %1 rounds (XXR) but holds results of %2</source>
        <translation>le fichier prévoit %1 rondes (XXR) mais contient des résultats pour %2</translation>
    </message>
    <message>
        <source>the file scores a forfeit (BBF) or an absence (BBZ) apart from a loss; Podium scores a forfeit as a loss and an absence as nothing</source>
        <translation>le fichier compte un forfait (BBF) ou une absence (BBZ) différemment d&apos;une défaite&#xa0;; Podium compte un forfait comme une défaite et une absence comme rien</translation>
    </message>
    <message>
        <source>round %1: player %2&apos;s opponent %3 is not a player of the file</source>
        <translation>ronde %1&#xa0;: l&apos;adversaire %3 du joueur %2 n&apos;est pas un joueur du fichier</translation>
    </message>
    <message numerus="yes">
        <source>A TRF file holds each match&apos;s result, not its games: the game scores of %n match(es) stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</source>
        <translation>
            <numerusform>Un fichier TRF contient le résultat de chaque match, pas ses parties&#xa0;: le score en parties de %n match reste dans Podium, et une copie importée ne compte aucune partie pour les départages gw et ogw.</numerusform>
            <numerusform>Un fichier TRF contient le résultat de chaque match, pas ses parties&#xa0;: les scores en parties de %n matchs restent dans Podium, et une copie importée ne compte aucune partie pour les départages gw et ogw.</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty; expected a header with a &apos;name&apos; column</source>
        <translation>le fichier est vide&#xa0;; un en-tête avec une colonne &apos;name&apos; était attendu</translation>
    </message>
    <message>
        <source>the header names column &apos;%1&apos; twice</source>
        <translation>l&apos;en-tête nomme deux fois la colonne &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the header has no column &apos;name&apos;</source>
        <translation>l&apos;en-tête n&apos;a pas de colonne &apos;name&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not yes or no</source>
        <translation>&apos;%1&apos; n&apos;est ni yes ni no</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>le nom est vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>&apos;%1&apos; figure deux fois dans la liste</translation>
    </message>
    <message>
        <source>a game needs a discipline</source>
        <translation>une partie doit avoir une discipline</translation>
    </message>
    <message>
        <source>: a team game needs every participant&apos;s team</source>
        <translation>: une partie en équipes exige l&apos;équipe de chaque participant</translation>
    </message>
    <message>
        <source>date: &apos;%1&apos; is not a date (YYYY-MM-DD, or YYYY-MM-DDTHH:MM[:SS])</source>
        <translation>date&#xa0;: &apos;%1&apos; n&apos;est pas une date (YYYY-MM-DD, ou YYYY-MM-DDTHH:MM[:SS])</translation>
    </message>
    <message>
        <source>discipline: a game needs a discipline</source>
        <translation>discipline&#xa0;: une partie doit avoir une discipline</translation>
    </message>
    <message>
        <source>at participant %1</source>
        <translation>pour le participant %1</translation>
    </message>
    <message>
        <source>: a participant needs a player</source>
        <translation>: un participant doit avoir un joueur</translation>
    </message>
    <message>
        <source>: rank %1; ranks start at 1 (the best)</source>
        <translation>: rang %1&#xa0;; les rangs commencent à 1 (le meilleur)</translation>
    </message>
    <message>
        <source>: score and minutes must be finite numbers</source>
        <translation>: le score et les minutes doivent être des nombres finis</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>c&apos;est une nulle</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>The scores say %1 (%2 to %3), but the result says %4.</source>
        <translation>D&apos;après les scores, %1 (%2 à %3), mais d&apos;après le résultat, %4.</translation>
    </message>
    <message>
        <source>%1 placed ahead of %2 (place %3 against %4) with a lower score (%5 against %6).</source>
        <translation>%1 est classé devant %2 (place %3 contre %4) avec un score inférieur (%5 contre %6).</translation>
    </message>
    <message>
        <source>there is already a game %1</source>
        <translation>il existe déjà une partie %1</translation>
    </message>
    <message>
        <source>table participants: a row of game %1 came back for another game; the database is damaged</source>
        <translation>table participants&#xa0;: une ligne de la partie %1 est revenue pour une autre partie&#xa0;; la base de données est endommagée</translation>
    </message>
    <message>
        <source>table participants, game %1: player %2 is not in table players; the database was changed outside Podium</source>
        <translation>table participants, partie %1&#xa0;: le joueur %2 n&apos;est pas dans la table players&#xa0;; la base de données a été modifiée en dehors de Podium</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>il n&apos;existe aucune partie %1</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>l&apos;importation a été annulée&#xa0;; rien n&apos;a été importé</translation>
    </message>
    <message>
        <source>there is no player called &apos;%1&apos;</source>
        <translation>il n&apos;existe aucun joueur nommé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>pick a player or a team on each side</source>
        <translation>choisissez un joueur ou une équipe dans chaque camp</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is on both sides</source>
        <translation>&apos;%1&apos; est dans les deux camps</translation>
    </message>
    <message>
        <source>player %1: the rating is not a finite number and cannot be stored</source>
        <translation>joueur %1&#xa0;: la cote n&apos;est pas un nombre fini et ne peut pas être enregistrée</translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing: ZoneStats rates score per hour and needs them</source>
        <translation>les minutes de %1 sont manquantes&#xa0;: ZoneStats cote le score par heure et en a besoin</translation>
    </message>
    <message>
        <source>%1&apos;s score is missing: ZoneStats rates score per hour and needs it</source>
        <translation>le score de %1 est manquant&#xa0;: ZoneStats cote le score par heure et en a besoin</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate this game: %2</source>
        <translation>le classement &apos;%1&apos; ne peut pas coter cette partie&#xa0;: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD)</source>
        <translation>&apos;%1&apos; n&apos;est pas une date (YYYY-MM-DD)</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: %2</source>
        <translation>classement &apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos; cannot rate game %2: %3</source>
        <translation>le classement &apos;%1&apos; ne peut pas coter la partie %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>a leaderboard needs a name</source>
        <translation>un classement doit avoir un nom</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>there is already a leaderboard called &apos;%1&apos;</source>
        <translation>il existe déjà un classement nommé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is no leaderboard called &apos;%1&apos;</source>
        <translation>il n&apos;existe aucun classement nommé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: game &apos;%2&apos;: leaderboard &apos;%3&apos; cannot rate it: %4</source>
        <translation>ligne %1&#xa0;: partie &apos;%2&apos;&#xa0;: le classement &apos;%3&apos; ne peut pas la coter&#xa0;: %4</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>un joueur doit avoir un nom</translation>
    </message>
    <message>
        <source>display name</source>
        <translation>nom affiché</translation>
    </message>
    <message>
        <source>affiliation</source>
        <translation>club</translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos;</source>
        <translation>il existe déjà un joueur nommé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>there is already a player called &apos;%1&apos; (merge them instead?)</source>
        <translation>il existe déjà un joueur nommé &apos;%1&apos; (les fusionner plutôt&#xa0;?)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; are the same player</source>
        <translation>&apos;%1&apos; et &apos;%2&apos; sont le même joueur</translation>
    </message>
    <message>
        <source>&apos;%1&apos; and &apos;%2&apos; both played game %3, so they are two people; nothing was merged</source>
        <translation>&apos;%1&apos; et &apos;%2&apos; ont tous deux joué la partie %3, ce sont donc deux personnes&#xa0;; rien n&apos;a été fusionné</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has played %2 games and cannot be deleted without rewriting history; retire the player, or merge them into another entry for the same person</source>
        <translation>&apos;%1&apos; a joué %2 parties et ne peut pas être supprimé sans réécrire l&apos;historique&#xa0;; désactivez ce joueur, ou fusionnez-le avec une autre fiche de la même personne</translation>
    </message>
    <message>
        <source>game %1: %2; the database was changed outside Podium</source>
        <translation>partie %1&#xa0;: %2&#xa0;; la base de données a été modifiée en dehors de Podium</translation>
    </message>
    <message>
        <source>table participants: a row refers to player %1, who is not in table players; the database was changed outside Podium</source>
        <translation>table participants&#xa0;: une ligne fait référence au joueur %1, qui n&apos;est pas dans la table players&#xa0;; la base de données a été modifiée en dehors de Podium</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 est nommé deux fois</translation>
    </message>
    <message>
        <source>a game needs at least two players; %1 given</source>
        <translation>une partie exige au moins deux joueurs&#xa0;; nombre indiqué&#xa0;: %1</translation>
    </message>
    <message>
        <source>bye: the odd one out</source>
        <translation>exempt&#xa0;: le joueur en surnombre</translation>
    </message>
    <message>
        <source>the best split there is</source>
        <translation>la meilleure répartition possible</translation>
    </message>
    <message>
        <source>a good split (heuristic)</source>
        <translation>une bonne répartition (heuristique)</translation>
    </message>
    <message>
        <source>a split needs at least two teams</source>
        <translation>une répartition exige au moins deux équipes</translation>
    </message>
    <message>
        <source>a lobby needs room for at least two players</source>
        <translation>un salon doit pouvoir accueillir au moins deux joueurs</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>une chaîne était attendue</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>un nombre était attendu</translation>
    </message>
    <message>
        <source>expected a player object</source>
        <translation>un objet joueur était attendu</translation>
    </message>
    <message>
        <source>unknown field (player, score, minutes, rated)</source>
        <translation>champ inconnu (player, score, minutes, rated)</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false était attendu</translation>
    </message>
    <message>
        <source>unknown field (%1)</source>
        <translation>champ inconnu (%1)</translation>
    </message>
    <message>
        <source>expected a whole number from 1 (the best) to %1</source>
        <translation>un nombre entier de 1 (le meilleur) à %1 était attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of team_names[%2] too</source>
        <translation>&apos;%1&apos; est aussi le nom de team_names[%2]</translation>
    </message>
    <message>
        <source>expected a game as a JSON object</source>
        <translation>une partie sous forme d&apos;objet JSON était attendue</translation>
    </message>
    <message>
        <source>expected an array of teams</source>
        <translation>un tableau d&apos;équipes était attendu</translation>
    </message>
    <message>
        <source>a game has at most %1 sides</source>
        <translation>une partie a au plus %1 camps</translation>
    </message>
    <message>
        <source>%1 ranks for %2 teams</source>
        <translation>%1 rangs pour %2 équipes</translation>
    </message>
    <message>
        <source>%1 names for %2 teams</source>
        <translation>%1 noms pour %2 équipes</translation>
    </message>
    <message>
        <source>expected a non-empty array of players</source>
        <translation>un tableau de joueurs non vide était attendu</translation>
    </message>
    <message>
        <source>a game has at most %1 participants</source>
        <translation>une partie a au plus %1 participants</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>un champ entre guillemets n&apos;est jamais fermé</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>texte inattendu après un guillemet fermant</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>un guillemet dans un champ sans guillemets (mettez tout le champ entre guillemets et doublez le guillemet)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>attendu&#xa0;: %1, reçu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 does not read this field (%2)</source>
        <translation>%1 ne lit pas ce champ (%2)</translation>
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
        <translation>un objet JSON avec &quot;teams&quot; et &quot;ranks&quot; était attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in this game twice</source>
        <translation>&apos;%1&apos; figure deux fois dans cette partie</translation>
    </message>
    <message>
        <source>rank %1, but team &apos;%2&apos; has rank %3 %4: a team has one rank</source>
        <translation>rang %1, mais l&apos;équipe &apos;%2&apos; a le rang %3 %4&#xa0;: une équipe n&apos;a qu&apos;un seul rang</translation>
    </message>
    <message>
        <source>a head-to-head game has two participants, this one has %1</source>
        <translation>une partie en face-à-face a deux participants, celle-ci en a %1</translation>
    </message>
    <message>
        <source>a game needs at least two sides</source>
        <translation>une partie exige au moins deux camps</translation>
    </message>
    <message>
        <source>the file is empty; expected the header </source>
        <translation>le fichier est vide&#xa0;; en-tête attendu&#xa0;: </translation>
    </message>
    <message>
        <source>the header names column %1 twice</source>
        <translation>l&apos;en-tête nomme deux fois la colonne %1</translation>
    </message>
    <message>
        <source>the header has no column &apos;%1&apos;</source>
        <translation>l&apos;en-tête n&apos;a pas de colonne &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 fields, but the header has at least %2</source>
        <translation>%1 champs, mais l&apos;en-tête en a au moins %2</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>The file is empty; expected a header with %1.</source>
        <translation>Le fichier est vide&#xa0;; un en-tête avec %1 était attendu.</translation>
    </message>
    <message>
        <source>The header needs a column of ids (&apos;participant&apos; or &apos;id&apos;) and one of names (&apos;name&apos;).</source>
        <translation>L&apos;en-tête doit avoir une colonne d&apos;identifiants (&apos;participant&apos; ou &apos;id&apos;) et une colonne de noms (&apos;name&apos;).</translation>
    </message>
    <message>
        <source>The id is empty.</source>
        <translation>L&apos;identifiant est vide.</translation>
    </message>
    <message>
        <source>%1 has no name.</source>
        <translation>%1 n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>%1 is listed twice; its first row is line %2.</source>
        <translation>%1 figure deux fois&#xa0;; sa première occurrence est à la ligne %2.</translation>
    </message>
    <message>
        <source>The header has no column &apos;%1&apos;.</source>
        <translation>L&apos;en-tête n&apos;a pas de colonne &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; differs from &apos;%2&apos;, the name of %3 on line %4.</source>
        <translation>&apos;%1&apos; diffère de &apos;%2&apos;, le nom de %3 à la ligne %4.</translation>
    </message>
    <message>
        <source>%1 (an id without a name)</source>
        <translation>%1 (un identifiant sans nom)</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (ligne %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would be the name of %2 and of %3; the club would make them one player.</source>
        <translation>&apos;%1&apos; serait le nom de %2 et de %3&#xa0;; le club en ferait un seul joueur.</translation>
    </message>
    <message>
        <source>not valid UTF-8 (byte 0x%1); save the file as UTF-8</source>
        <translation>UTF-8 non valide (octet 0x%1)&#xa0;; enregistrez le fichier en UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the key %1 appears twice in one object</source>
        <translation>la clé %1 apparaît deux fois dans un même objet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of game (h2h, ffa or team)</source>
        <translation>&apos;%1&apos; n&apos;est pas un type de partie (h2h, ffa ou team)</translation>
    </message>
    <message>
        <source>expected NAME=VALUE</source>
        <translation>NOM=VALEUR attendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two of the players joined by +</source>
        <translation>&apos;%1&apos; n&apos;est pas deux des joueurs reliés par +</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; is longer than TRF&apos;s %2 characters</source>
        <translation>le nom &apos;%1&apos; dépasse les %2 caractères du format TRF</translation>
    </message>
    <message>
        <source>%1 points do not fit TRF&apos;s four columns</source>
        <translation>%1 points ne tiennent pas dans les quatre colonnes du format TRF</translation>
    </message>
    <message>
        <source>the TRF file</source>
        <translation>le fichier TRF</translation>
    </message>
    <message>
        <source>no player: a TRF file lists its players on lines starting 001</source>
        <translation>aucun joueur&#xa0;: un fichier TRF liste ses joueurs sur des lignes commençant par 001</translation>
    </message>
    <message>
        <source>%1, line %2, round %3 of player %4</source>
        <translation>%1, ligne %2, ronde %3 du joueur %4</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a whole number</source>
        <translation>%1&#xa0;: &apos;%2&apos; (colonnes %3-%4) n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos; (columns %3-%4) is not a number</source>
        <translation>%1&#xa0;: &apos;%2&apos; (colonnes %3-%4) n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>round %1&apos;s date &apos;%2&apos; (columns %3-%4) is not a date YY/MM/DD</source>
        <translation>la date &apos;%2&apos; de la ronde %1 (colonnes %3-%4) n&apos;est pas une date YY/MM/DD</translation>
    </message>
    <message>
        <source>XXR: &apos;%1&apos; is not a number of rounds</source>
        <translation>XXR&#xa0;: &apos;%1&apos; n&apos;est pas un nombre de rondes</translation>
    </message>
    <message>
        <source>starting rank</source>
        <translation>numéro de départ</translation>
    </message>
    <message>
        <source>the starting rank (columns 5-8) is missing</source>
        <translation>le numéro de départ (colonnes 5-8) est manquant</translation>
    </message>
    <message>
        <source>starting rank %1 is also that of line %2</source>
        <translation>le numéro de départ %1 est aussi celui de la ligne %2</translation>
    </message>
    <message>
        <source>sex &apos;%1&apos; (column 10) is not m, w or blank</source>
        <translation>le sexe &apos;%1&apos; (colonne 10) n&apos;est ni m, ni w, ni vide</translation>
    </message>
    <message>
        <source>player %1 has no name (columns 15-47)</source>
        <translation>le joueur %1 n&apos;a pas de nom (colonnes 15-47)</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>cote</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rang</translation>
    </message>
    <message>
        <source>player %1 has entries for more than %2 rounds</source>
        <translation>le joueur %1 a des entrées pour plus de %2 rondes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (columns %2-%3) is not an entry &apos;opponent colour result&apos; in its columns</source>
        <translation>&apos;%1&apos; (colonnes %2-%3) n&apos;est pas une entrée &apos;adversaire couleur résultat&apos; dans ses colonnes</translation>
    </message>
    <message>
        <source>opponent &apos;%1&apos; is not a starting rank</source>
        <translation>l&apos;adversaire &apos;%1&apos; n&apos;est pas un numéro de départ</translation>
    </message>
    <message>
        <source>colour &apos;%1&apos; is not w, b or -</source>
        <translation>la couleur &apos;%1&apos; n&apos;est ni w, ni b, ni -</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is not one of + - W D L 1 = 0 H F U Z</source>
        <translation>le résultat &apos;%1&apos; ne fait pas partie de + - W D L 1 = 0 H F U Z</translation>
    </message>
    <message>
        <source>the game with %1 has neither a colour nor a result</source>
        <translation>la partie contre %1 n&apos;a ni couleur ni résultat</translation>
    </message>
    <message>
        <source>the game with %1 has no result, but round %2 is paired: only the last round may be still being played</source>
        <translation>la partie contre %1 n&apos;a pas de résultat, mais la ronde %2 est appariée&#xa0;: seule la dernière ronde peut être encore en cours</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; needs an opponent</source>
        <translation>le résultat &apos;%1&apos; exige un adversaire</translation>
    </message>
    <message>
        <source>a bye has no colour (&apos;-&apos;), not &apos;%1&apos;</source>
        <translation>une exemption n&apos;a pas de couleur (&apos;-&apos;), et non &apos;%1&apos;</translation>
    </message>
    <message>
        <source>result &apos;%1&apos; is a bye, but opponent %2 is named</source>
        <translation>le résultat &apos;%1&apos; est une exemption, mais l&apos;adversaire %2 est indiqué</translation>
    </message>
    <message>
        <source>a game played has a colour, w or b</source>
        <translation>une partie jouée a une couleur, w ou b</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>opponent %1 is not another player of the file</source>
        <translation>l&apos;adversaire %1 n&apos;est pas un autre joueur du fichier</translation>
    </message>
    <message>
        <source>opponent %1 has %2 in this round (line %3)</source>
        <translation>l&apos;adversaire %1 a %2 dans cette ronde (ligne %3)</translation>
    </message>
    <message>
        <source>no entry</source>
        <translation>aucune entrée</translation>
    </message>
    <message>
        <source>a bye</source>
        <translation>une exemption</translation>
    </message>
    <message>
        <source>opponent %1</source>
        <translation>l&apos;adversaire %1</translation>
    </message>
    <message>
        <source>colour %1, and opponent %2 has %3 too (line %4)</source>
        <translation>couleur %1, et l&apos;adversaire %2 a aussi %3 (ligne %4)</translation>
    </message>
    <message>
        <source>result %1 does not match opponent %2&apos;s %3 (line %4)</source>
        <translation>le résultat %1 ne correspond pas au résultat %3 de l&apos;adversaire %2 (ligne %4)</translation>
    </message>
    <message>
        <source>the database connection is not SQLite</source>
        <translation>la connexion à la base de données n&apos;est pas SQLite</translation>
    </message>
    <message>
        <source>database error: %1 (in: %2)</source>
        <translation>erreur de base de données&#xa0;: %1 (dans&#xa0;: %2)</translation>
    </message>
    <message>
        <source>database error in %1: %2</source>
        <translation>erreur de base de données dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: cannot create: %2</source>
        <translation>%1&#xa0;: création impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>no club file given</source>
        <translation>aucun fichier de club indiqué</translation>
    </message>
    <message>
        <source>%1 already exists; it was left untouched</source>
        <translation>%1 existe déjà&#xa0;; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>%1: the new club could not be written completely</source>
        <translation>%1&#xa0;: le nouveau club n&apos;a pas pu être écrit entièrement</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1&#xa0;: ouverture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Podium database (not an SQLite file); it was left untouched</source>
        <translation>%1 n&apos;est pas une base de données Podium (ce n&apos;est pas un fichier SQLite)&#xa0;; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>it is on a read-only disk</source>
        <translation>il se trouve sur un disque en lecture seule</translation>
    </message>
    <message>
        <source>there is no permission to write it</source>
        <translation>vous n&apos;avez pas l&apos;autorisation d&apos;y écrire</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>son dossier n&apos;est pas accessible en écriture</translation>
    </message>
    <message>
        <source>its disk is full</source>
        <translation>son disque est plein</translation>
    </message>
    <message>
        <source>%1: no such database (create one with init)</source>
        <translation>%1&#xa0;: base de données introuvable (créez-en une avec init)</translation>
    </message>
    <message>
        <source>%1 is empty (0 bytes), not a Podium club; it was left untouched</source>
        <translation>%1 est vide (0 octet), ce n&apos;est pas un club Podium&#xa0;; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>it was opened read-only</source>
        <translation>il a été ouvert en lecture seule</translation>
    </message>
    <message>
        <source>the Qt SQLite driver is missing (install libqt6sql6-sqlite)</source>
        <translation>le pilote SQLite de Qt est manquant (installez libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <source>%1: cannot open: SQLite&apos;s defensive mode cannot be set</source>
        <translation>%1&#xa0;: ouverture impossible&#xa0;: le mode défensif de SQLite ne peut pas être activé</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a Podium one; it was left untouched</source>
        <translation>%1 est une base de données SQLite, mais pas une base Podium&#xa0;; elle n&apos;a pas été modifiée</translation>
    </message>
    <message>
        <source>%1 is not a Podium database (schema version %2); it was left untouched</source>
        <translation>%1 n&apos;est pas une base de données Podium (version de schéma %2)&#xa0;; elle n&apos;a pas été modifiée</translation>
    </message>
    <message>
        <source>%1 was written by a newer Podium (schema version %2; this build knows up to %3); it was left untouched</source>
        <translation>%1 a été écrit par une version plus récente de Podium (version de schéma %2&#xa0;; cette version connaît jusqu&apos;à la %3)&#xa0;; il n&apos;a pas été modifié</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was changed outside Podium (%2); it was left untouched</source>
        <translation>%1 a été modifié en dehors de Podium (%2)&#xa0;; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>%1 is read-only (%2) and cannot be upgraded from schema version %3 to %4; it was left untouched</source>
        <translation>%1 est en lecture seule (%2) et ne peut pas être mis à jour de la version de schéma %3 à %4&#xa0;; il n&apos;a pas été modifié</translation>
    </message>
    <message>
        <source>%1: %2 (in: %3)</source>
        <translation>%1&#xa0;: %2 (dans&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1 is read-only (%2): nothing can be changed</source>
        <translation>%1 est en lecture seule (%2)&#xa0;: rien ne peut être modifié</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>impossible de démarrer une transaction&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot save the changes: %1</source>
        <translation>impossible d&apos;enregistrer les modifications&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is a directory, not a file</source>
        <translation>%1 est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a FIFO, a device or a socket); Podium reads files only</source>
        <translation>%1 n&apos;est pas un fichier ordinaire (FIFO, périphérique ou socket)&#xa0;; Podium ne lit que des fichiers</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB); Podium reads files of up to %3 MiB</source>
        <translation>%1 est trop volumineux (%2 Mio)&#xa0;; Podium lit des fichiers jusqu&apos;à %3 Mio</translation>
    </message>
    <message>
        <source>database error: %1</source>
        <translation>erreur de base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <source>index</source>
        <translation>index</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>déclencheur</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vue</translation>
    </message>
    <message>
        <source>an extra %1 %2 on %3</source>
        <translation>%1 %2 en trop sur %3</translation>
    </message>
    <message>
        <source>an extra %1 %2</source>
        <translation>%1 %2 en trop</translation>
    </message>
    <message>
        <source>the column %1.%2 is missing</source>
        <translation>la colonne %1.%2 est manquante</translation>
    </message>
    <message>
        <source>the column %1.%2 is declared differently</source>
        <translation>la colonne %1.%2 est déclarée différemment</translation>
    </message>
    <message>
        <source>an extra column %1.%2</source>
        <translation>colonne %1.%2 en trop</translation>
    </message>
    <message>
        <source>the %1 %2 is declared differently</source>
        <translation>%1 %2&#xa0;: déclaration différente</translation>
    </message>
    <message>
        <source>the %1 %2 is missing</source>
        <translation>%1 %2 introuvable</translation>
    </message>
    <message>
        <source>%1 is a %2, not a %3</source>
        <translation>%1 est de type %2, et non %3</translation>
    </message>
    <message>
        <source>%1:%2: game &apos;%3&apos;: leaderboard &apos;%4&apos; cannot rate it: %5</source>
        <translation>%1:%2&#xa0;: partie &apos;%3&apos;&#xa0;: le classement &apos;%4&apos; ne peut pas la coter&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 is a file of the club that is open; Podium does not read or write it as any other file</source>
        <translation>%1 est un fichier du club ouvert ; Podium ne le lit ni ne l’écrit comme un autre fichier</translation>
    </message>
    <message>
        <source>an earlier row has the same %1 (%2)</source>
        <translation>une ligne précédente a la même valeur de %1 (%2)</translation>
    </message>
    <message>
        <source>it refers to a row that is not in the backup (one of %1)</source>
        <translation>la ligne fait référence à une ligne absente de la sauvegarde (l&apos;une de ces références&#xa0;: %1)</translation>
    </message>
    <message>
        <source>a value breaks a rule of the table (%1)</source>
        <translation>une valeur enfreint une règle de la table (%1)</translation>
    </message>
    <message>
        <source>the row cannot be stored: %1</source>
        <translation>la ligne ne peut pas être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>seed %1 is also that of row %2 in the same event</source>
        <translation>le numéro de tête de série %1 est aussi celui de la ligne %2 du même tournoi</translation>
    </message>
    <message>
        <source>side: the table has fewer seats than that</source>
        <translation>side&#xa0;: la table n&apos;a pas autant de places</translation>
    </message>
    <message>
        <source>%1: Podium has no such table</source>
        <translation>%1&#xa0;: Podium n&apos;a pas de table de ce nom</translation>
    </message>
    <message>
        <source>%1: a backup of schema version %2 has no such table (it came with version %3): schema_version is wrong</source>
        <translation>%1&#xa0;: une sauvegarde de version de schéma %2 n&apos;a pas cette table (elle est apparue avec la version %3)&#xa0;: schema_version est erroné</translation>
    </message>
    <message>
        <source>table %1, row %2 (%3 %4), %5</source>
        <translation>table %1, ligne %2 (%3 %4), %5</translation>
    </message>
    <message>
        <source>event %1: two entrants have the seed %2</source>
        <translation>tournoi %1&#xa0;: deux participants ont le numéro de tête de série %2</translation>
    </message>
    <message>
        <source>%1: the club is damaged (%2): run check; no backup was written</source>
        <translation>%1&#xa0;: le club est endommagé (%2)&#xa0;: lancez check&#xa0;; aucune sauvegarde n&apos;a été écrite</translation>
    </message>
    <message>
        <source>%1: table %2, row %3, %4; a restore would refuse the backup: run check; no backup was written</source>
        <translation>%1&#xa0;: table %2, ligne %3, %4&#xa0;; une restauration refuserait la sauvegarde&#xa0;: lancez check&#xa0;; aucune sauvegarde n&apos;a été écrite</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, %2; this table can take no result: take back the later results, or re-pair the round</source>
        <translation>tournoi &apos;%1&apos;, %2&#xa0;; cette table ne peut recevoir aucun résultat&#xa0;: annulez les résultats suivants, ou appariez à nouveau la ronde</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no round paired to pair again</source>
        <translation>le tournoi &apos;%1&apos; n&apos;a aucune ronde appariée à apparier à nouveau</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has %2 rounds: there is no round %3</source>
        <translation>le tournoi &apos;%1&apos; a %2 rondes&#xa0;: il n&apos;y a pas de ronde %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has withdrawn; join them again first</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 s&apos;est retiré&#xa0;; réinscrivez-le d&apos;abord</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has a half-point bye in round %3 already</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 a déjà un exempt à un demi-point à la ronde %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 has no half-point bye in round %3</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 n&apos;a pas d&apos;exempt à un demi-point à la ronde %3</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>standard output</source>
        <translation>sortie standard</translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1&#xa0;: écriture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>no file given to write</source>
        <translation>aucun fichier à écrire n&apos;a été indiqué</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>it is a file of the club that is open</source>
        <translation>c&apos;est un fichier du club ouvert</translation>
    </message>
    <message>
        <source>round %1, table %2: after the corrected results nobody should play here, not %3</source>
        <translation>ronde %1, table %2&#xa0;: après les résultats corrigés, personne ne devrait jouer ici, et non %3</translation>
    </message>
    <message>
        <source>round %1, table %2: after the corrected results %3 should play here, not %4</source>
        <translation>ronde %1, table %2&#xa0;: après les résultats corrigés, %3 devrait jouer ici, et non %4</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is in discipline %2; leaderboard &apos;%3&apos; rates %4</source>
        <translation>le tournoi &apos;%1&apos; relève de la discipline %2&#xa0;; le classement &apos;%3&apos; cote %4</translation>
    </message>
    <message>
        <source>%1: game &apos;%2&apos; differs from the game &apos;%2&apos; already in %3 (%4, %5: %6); nothing was imported: import the file into another discipline, or give its games other ids</source>
        <translation>%1&#xa0;: la partie &apos;%2&apos; diffère de la partie &apos;%2&apos; déjà présente dans %3 (%4, %5&#xa0;: %6)&#xa0;; rien n&apos;a été importé&#xa0;: importez le fichier dans une autre discipline, ou donnez d&apos;autres identifiants à ses parties</translation>
    </message>
    <message>
        <source>option %1: %2</source>
        <translation>option %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>options %1 and %2: %3</source>
        <translation>options %1 et %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>event name</source>
        <translation>nom du tournoi</translation>
    </message>
    <message>
        <source>leaderboard &apos;%1&apos;: its range starts on %2, after it ends on %3; it would hold no game</source>
        <translation>classement &apos;%1&apos;&#xa0;: sa période commence le %2, après sa fin le %3&#xa0;; il ne contiendrait aucune partie</translation>
    </message>
    <message>
        <source>%1 is not a number of points from 0 to %2 with at most one decimal</source>
        <translation>%1 n&apos;est pas un nombre de points de 0 à %2 avec au plus une décimale</translation>
    </message>
    <message>
        <source>a draw cannot be worth more than a win (%1 against %2)</source>
        <translation>une nulle ne peut valoir plus qu&apos;une victoire (%1 contre %2)</translation>
    </message>
    <message>
        <source>a loss cannot be worth more than a draw (%1 against %2)</source>
        <translation>une défaite ne peut valoir plus qu&apos;une nulle (%1 contre %2)</translation>
    </message>
    <message>
        <source>a bye cannot be worth more than a win (%1 against %2)</source>
        <translation>un exempt ne peut valoir plus qu&apos;une victoire (%1 contre %2)</translation>
    </message>
    <message>
        <source>a zero-point bye cannot be worth more than a win (%1 against %2)</source>
        <translation>un exempt à zéro point ne peut valoir plus qu&apos;une victoire (%1 contre %2)</translation>
    </message>
    <message>
        <source>a forfeit loss cannot be worth more than a win (%1 against %2)</source>
        <translation>une défaite par forfait ne peut valoir plus qu&apos;une victoire (%1 contre %2)</translation>
    </message>
    <message>
        <source>contains the control character %1 at character %2</source>
        <translation>contient le caractère de contrôle %1 au caractère %2</translation>
    </message>
    <message>
        <source>contains %1, half of a UTF-16 surrogate pair and no character, at character %2</source>
        <translation>contient %1, une moitié de paire de substitution UTF-16 et non un caractère, au caractère %2</translation>
    </message>
    <message>
        <source>contains the invisible format character %1 at character %2; a name must read as it looks</source>
        <translation>contient le caractère de formatage invisible %1 au caractère %2&#xa0;; un nom doit se lire comme il s&apos;affiche</translation>
    </message>
    <message>
        <source>%1 is half of a UTF-16 surrogate pair without its other half, and no character</source>
        <translation>%1 est une moitié de paire de substitution UTF-16 sans son autre moitié, et non un caractère</translation>
    </message>
    <message>
        <source>round %1&apos;s date %2 (columns %3-%4) is before round %5&apos;s, %6: the rounds&apos; dates go backwards</source>
        <translation>la date %2 de la ronde %1 (colonnes %3-%4) précède celle de la ronde %5, %6&#xa0;: les dates des rondes reculent</translation>
    </message>
    <message>
        <source>%1 (columns 5-8): %2</source>
        <translation>%1 (colonnes 5-8)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, against %2 on line %3: %4</source>
        <translation>%1, par rapport à %2 à la ligne %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1, against %2&apos;s default (the file has no %2 line): %3</source>
        <translation>%1, par rapport à la valeur par défaut de %2 (le fichier n&apos;a pas de ligne %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1, the name of player %2 (columns 15-47)</source>
        <translation>%1, le nom du joueur %2 (colonnes 15-47)</translation>
    </message>
    <message>
        <source>%1: the work on the club was stopped</source>
        <translation>%1&#xa0;: le travail sur le club a été arrêté</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: a player paired in round %2 is no longer an entrant</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: un joueur apparié dans la ronde %2 n&apos;est plus inscrit</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has changed while round %2 was being paired; pair it again</source>
        <translation>le tournoi &apos;%1&apos; a changé pendant l&apos;appariement de la ronde %2&#xa0;; appariez-la à nouveau</translation>
    </message>
    <message>
        <source>option colour: &apos;%1&apos; is not white, black or lot</source>
        <translation>option colour&#xa0;: &apos;%1&apos; n&apos;est ni white, ni black, ni lot</translation>
    </message>
    <message>
        <source>schema version %1 is unknown</source>
        <translation>version de schéma %1 inconnue</translation>
    </message>
    <message>
        <source>database error: no id came back (in: %1)</source>
        <translation>erreur de base de données&#xa0;: aucun identifiant renvoyé (dans&#xa0;: %1)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a schema name Podium can use (letters, digits and _, at most 63, not starting with a digit)</source>
        <translation>%1&#xa0;: &apos;%2&apos; n&apos;est pas un nom de schéma utilisable par Podium (lettres, chiffres et _, 63 au plus, sans chiffre au début)</translation>
    </message>
    <message>
        <source>%1: the host &apos;%2&apos; opens a [ that is not closed</source>
        <translation>%1&#xa0;: l&apos;hôte &apos;%2&apos; ouvre un [ qui n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>%1: the host &apos;%2&apos; has text after its ]</source>
        <translation>%1&#xa0;: l&apos;hôte &apos;%2&apos; a du texte après son ]</translation>
    </message>
    <message>
        <source>%1: the port &apos;%2&apos; is not a number from 1 to 65535</source>
        <translation>%1&#xa0;: le port &apos;%2&apos; n&apos;est pas un nombre de 1 à 65535</translation>
    </message>
    <message>
        <source>%1: expected keyword=value at &apos;%2&apos;</source>
        <translation>%1&#xa0;: mot-clé=valeur attendu à &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1: the value of %2 opens a quote that is not closed</source>
        <translation>%1&#xa0;: la valeur de %2 ouvre un guillemet qui n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>%1: Podium cannot open a club at a %2 address; a club is a file, or a PostgreSQL server&apos;s postgresql:// address</source>
        <translation>%1&#xa0;: Podium ne peut pas ouvrir de club à une adresse %2&#xa0;; un club est un fichier, ou l&apos;adresse postgresql:// d&apos;un serveur PostgreSQL</translation>
    </message>
    <message>
        <source>%1: the parameter &apos;%2&apos; has no value (write %2=value)</source>
        <translation>%1&#xa0;: le paramètre &apos;%2&apos; n&apos;a pas de valeur (écrivez %2=valeur)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a connection parameter that PostgreSQL knows</source>
        <translation>%1&#xa0;: &apos;%2&apos; n&apos;est pas un paramètre de connexion connu de PostgreSQL</translation>
    </message>
    <message>
        <source>%1 already holds a club; it was left untouched</source>
        <translation>%1 contient déjà un club&#xa0;; il n’a pas été modifié</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver is missing (install libqt6sql6-psql)</source>
        <translation>le pilote PostgreSQL de Qt est absent (installez libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>%1: cannot connect: %2</source>
        <translation>%1&#xa0;: connexion impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: there is no club here (create one with init)</source>
        <translation>%1&#xa0;: il n’y a pas de club ici (créez-en un avec init)</translation>
    </message>
    <message>
        <source>the server lets this user only read it</source>
        <translation>le serveur n’autorise cet utilisateur qu’à le lire</translation>
    </message>
    <message>
        <source>%1 has schema version %2, and this version of Podium cannot upgrade a club on a server from it</source>
        <translation>%1 a la version de schéma %2, et cette version de Podium ne peut pas mettre à jour un club sur un serveur depuis celle-ci</translation>
    </message>
    <message>
        <source>%1: a row of %2 values for %3 columns</source>
        <translation>%1&#xa0;: une ligne de %2 valeurs pour %3 colonnes</translation>
    </message>
    <message>
        <source>the table %1 is missing</source>
        <translation>la table %1 est absente</translation>
    </message>
    <message>
        <source>no server given</source>
        <translation>aucun serveur indiqué</translation>
    </message>
    <message>
        <source>%1: the rows could not be written: %2</source>
        <translation>%1&#xa0;: les lignes n’ont pas pu être écrites&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: the connection has no PostgreSQL handle</source>
        <translation>%1&#xa0;: la connexion n’a pas d’accès PostgreSQL</translation>
    </message>
    <message>
        <source>%1 holds tables that are not a Podium club&apos;s (name a schema of its own with schema=); it was left untouched</source>
        <translation>%1 contient des tables qui ne sont pas celles d’un club Podium (indiquez un schéma à lui avec schema=)&#xa0;; rien n’a été modifié</translation>
    </message>
    <message>
        <source>not connected to the server; nothing was changed</source>
        <translation>pas de connexion au serveur&#xa0;; rien n’a été modifié</translation>
    </message>
    <message>
        <source>the connection to the server is lost (%1); nothing was changed</source>
        <translation>la connexion au serveur est perdue (%1)&#xa0;; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1: not connected to the server; nothing was changed</source>
        <translation>%1&#xa0;: pas de connexion au serveur&#xa0;; rien n’a été modifié</translation>
    </message>
    <message>
        <source>%1: the connection to the server was lost as the change was being saved (%2); whether it was saved shows once Podium is connected again</source>
        <translation>%1&#xa0;: la connexion au serveur a été perdue pendant l’enregistrement de la modification (%2)&#xa0;; on saura si elle a été enregistrée dès que Podium sera reconnecté</translation>
    </message>
    <message>
        <source>the table %1 has the columns %2, not %3</source>
        <translation>la table %1 a les colonnes %2, et non %3</translation>
    </message>
    <message>
        <source>the column %1.%2 is %3, not double precision</source>
        <translation>la colonne %1.%2 est en %3, et non en double precision</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;, round %2, table %3</source>
        <translation>tournoi &apos;%1&apos;, ronde %2, table %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a reported result</source>
        <translation>&apos;%1&apos; n&apos;est pas un résultat déclaré</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an entrant of %2</source>
        <translation>&apos;%1&apos; ne participe pas à %2</translation>
    </message>
    <message>
        <source>%1 takes no results from players; ask at the desk</source>
        <translation>%1 n&apos;accepte pas de résultats des joueurs&#xa0;; adressez-vous à l&apos;organisation</translation>
    </message>
    <message>
        <source>%1 is over; its codes have expired</source>
        <translation>%1 est terminé&#xa0;; ses codes ont expiré</translation>
    </message>
    <message>
        <source>%1: only the tables of the current round (%2) take reports</source>
        <translation>%1&#xa0;: seules les tables de la ronde en cours (%2) acceptent des déclarations</translation>
    </message>
    <message>
        <source>%1: that code is not the code of a player at this table</source>
        <translation>%1&#xa0;: ce code n&apos;est celui d&apos;aucun joueur de cette table</translation>
    </message>
    <message>
        <source>the table has a result already</source>
        <translation>la table a déjà un résultat</translation>
    </message>
    <message>
        <source>the players&apos; reports differ</source>
        <translation>les déclarations des joueurs diffèrent</translation>
    </message>
    <message>
        <source>there is no report %1</source>
        <translation>il n&apos;y a pas de déclaration %1</translation>
    </message>
    <message>
        <source>option reporting: &apos;%1&apos; is not on or off</source>
        <translation>option reporting&#xa0;: &apos;%1&apos; n&apos;est ni on ni off</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (known: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, colour, ratings, reporting)</source>
        <translation>option inconnue &apos;%1&apos; (options connues&#xa0;: win, draw, loss, bye, places, tiebreaks, pairing, style, double, sides, accelerated, colour, ratings, reporting)</translation>
    </message>
    <message>
        <source>%1: no game is played at this table</source>
        <translation>%1&#xa0;: aucune partie ne se joue à cette table</translation>
    </message>
    <message>
        <source>game %1: the game %2 of %3 (%4) already has the id &apos;%5&apos;</source>
        <translation>partie %1 : la partie %2 de %3 (%4) a déjà l&apos;identifiant « %5 »</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>two teams of %1 need %2 players; %3 are present</source>
        <translation>deux équipes de %1 demandent %2 joueurs&#xa0;; %3 sont présents</translation>
    </message>
    <message>
        <source>a team needs at least one player</source>
        <translation>une équipe demande au moins un joueur</translation>
    </message>
    <message>
        <source>sitting out: teams of %1 take %2 players a match</source>
        <translation>attendent&#xa0;: des équipes de %1 prennent %2 joueurs par match</translation>
    </message>
    <message>
        <source>Chess</source>
        <extracomment>A discipline of the demo club.</extracomment>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>Kart racing</source>
        <extracomment>A discipline of the demo club: races of several karts, each finishing in a place.</extracomment>
        <translation>Karting</translation>
    </message>
    <message>
        <source>Capture the flag</source>
        <extracomment>A discipline of the demo club: a team game (the video games&apos; mode).</extracomment>
        <translation>Capture du drapeau</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; is a %2 event; a final is made from heats</source>
        <translation>le tournoi &apos;%1&apos; est un tournoi %2&#xa0;; une finale se fait à partir de manches</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has no round paired yet: its final needs standings</source>
        <translation>le tournoi &apos;%1&apos; n&apos;a encore aucune ronde appariée&#xa0;: sa finale demande un classement</translation>
    </message>
    <message>
        <source>a final needs at least 2 players, not %1</source>
        <translation>une finale demande au moins 2 joueurs, pas %1</translation>
    </message>
    <message>
        <source>event &apos;%1&apos; has fewer than two players still in it</source>
        <translation>il reste moins de deux joueurs dans le tournoi &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 Final</source>
        <translation>%1 – finale</translation>
    </message>
    <message>
        <source>an absence</source>
        <translation>une absence</translation>
    </message>
    <message>
        <source>a half-point bye</source>
        <translation>un exempt à un demi-point</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 on request is for a Swiss event, not a %3 event</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 sur demande est pour un tournoi suisse, pas un tournoi %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: round %2 is paired already; %3 is asked for before its round</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: la ronde %2 est déjà appariée&#xa0;; %3 se demande avant sa ronde</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is absent from round %3 already</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 est déjà absent de la ronde %3</translation>
    </message>
    <message>
        <source>event &apos;%1&apos;: %2 is not absent from round %3</source>
        <translation>tournoi &apos;%1&apos;&#xa0;: %2 n&apos;est pas absent de la ronde %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>rating: %1 is not a rating from 0 (none) to 9999</source>
        <translation>cote&#xa0;: %1 n&apos;est pas une cote de 0 (aucune) à 9999</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is longer than %3 characters</source>
        <translation>%1&#xa0;: &apos;%2&apos; fait plus de %3 caractères</translation>
    </message>
    <message>
        <source>rating system</source>
        <translation>système de cote</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>identifiant</translation>
    </message>
    <message>
        <source>ID: &apos;%1&apos; has a space in it</source>
        <translation>identifiant&#xa0;: &apos;%1&apos; contient une espace</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>fédération</translation>
    </message>
    <message>
        <source>federation: &apos;%1&apos; is not three letters, as FIDE writes them (GER, FRA, ESP)</source>
        <translation>fédération&#xa0;: &apos;%1&apos; n&apos;est pas trois lettres, comme la FIDE les écrit (GER, FRA, ESP)</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>title: &apos;%1&apos; is not one of %2</source>
        <translation>titre&#xa0;: &apos;%1&apos; n&apos;est pas l&apos;un de %2</translation>
    </message>
</context>
<context>
    <name>HistoryAxis</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Games of %1, in the order played</source>
        <translation>Parties du %1, dans l&apos;ordre où elles ont été jouées</translation>
    </message>
    <message>
        <source>Games of %1 to %2, in the order played</source>
        <translation>Parties du %1 au %2, dans l&apos;ordre où elles ont été jouées</translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>r; band r ± 2RD and dashed r − 2RD of %1</source>
        <translation>r&#xa0;; bande r ± 2RD et pointillés r − 2RD de %1</translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation>r&#xa0;; bande r ± 2RD&#xa0;; pointillés r − 2RD</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ and dashed μ − 3σ of %1</source>
        <translation>μ&#xa0;; bande μ ± 2σ et pointillés μ − 3σ de %1</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation>μ&#xa0;; bande μ ± 2σ&#xa0;; pointillés μ − 3σ</translation>
    </message>
    <message>
        <source>%1: r ± 2RD</source>
        <translation>%1&#xa0;: r ± 2RD</translation>
    </message>
    <message>
        <source>%1: μ ± 2σ</source>
        <translation>%1&#xa0;: μ ± 2σ</translation>
    </message>
    <message>
        <source>%1: r − 2RD</source>
        <translation>%1&#xa0;: r − 2RD</translation>
    </message>
    <message>
        <source>%1: μ − 3σ</source>
        <translation>%1&#xa0;: μ − 3σ</translation>
    </message>
    <message>
        <source>%1, game %2 on %3</source>
        <translation>%1, partie %2 du %3</translation>
    </message>
    <message>
        <source>Place %1 of %2, against %3</source>
        <translation>Place %1 sur %2, contre %3</translation>
    </message>
    <message>
        <source>Won against %1</source>
        <translation>Victoire contre %1</translation>
    </message>
    <message>
        <source>Drew with %1</source>
        <translation>Nulle contre %1</translation>
    </message>
    <message>
        <source>Lost to %1</source>
        <translation>Défaite contre %1</translation>
    </message>
    <message>
        <source>Counted %1 % of a full game: partial play from the minutes played</source>
        <translation>Compté à %1&#xa0;% d&apos;une partie complète&#xa0;: jeu partiel d&apos;après les minutes jouées</translation>
    </message>
    <message>
        <source>μ %1 (%2), band ± %3</source>
        <translation>μ %1 (%2), bande ± %3</translation>
    </message>
    <message>
        <source>Rating %1 (%2)</source>
        <translation>Cote %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 et %Ln autre</numerusform>
            <numerusform>%1 et %Ln autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keyring</name>
    <message>
        <source>the desktop has no keyring</source>
        <translation>le bureau n’a pas de trousseau de clés</translation>
    </message>
</context>
<context>
    <name>LeaderboardProblem</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation>La partie de %1 du %2 (%3)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>it is a draw, and this leaderboard&apos;s draw probability is 0, which allows no draws</source>
        <translation>c&apos;est une nulle, et la probabilité de nulle de ce classement est 0, ce qui n&apos;autorise aucune nulle</translation>
    </message>
    <message>
        <source>it has only one side: a player or a team of it is missing</source>
        <translation>elle n&apos;a qu&apos;un seul camp&#xa0;: il lui manque un joueur ou une équipe</translation>
    </message>
    <message>
        <source>This leaderboard cannot be shown: %1.</source>
        <translation>Ce classement ne peut pas être affiché&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cannot be shown: %1</source>
        <translation>Affichage impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 cannot be rated by this leaderboard: %2.

The standings come back once the game is corrected or deleted, or the leaderboard&apos;s settings allow it. The other leaderboards are not affected.</source>
        <translation>%1 ne peut pas être cotée par ce classement&#xa0;: %2.

Le classement réapparaîtra une fois la partie corrigée ou supprimée, ou quand les paramètres du classement l&apos;autoriseront. Les autres classements ne sont pas affectés.</translation>
    </message>
    <message>
        <source>Cannot be shown: game %1 cannot be rated (%2)</source>
        <translation>Affichage impossible&#xa0;: la partie %1 ne peut pas être cotée (%2)</translation>
    </message>
</context>
<context>
    <name>RatingText</name>
    <message>
        <source>the rating after this period is not a finite number within 1e20 of 0; the parameters or the ratings before it are too extreme</source>
        <translation>la cote après cette période n&apos;est pas un nombre fini à moins de 1e20 de 0&#xa0;; les paramètres ou les cotes d&apos;avant sont trop extrêmes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date of the form YYYY-MM-DD</source>
        <translation>&apos;%1&apos; n&apos;est pas une date de la forme AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>the volatility must be a number of at least 0</source>
        <translation>la volatilité doit être un nombre d&apos;au moins 0</translation>
    </message>
    <message>
        <source>the volatility after this game is not a number above 0; the parameters or the ratings before it are too extreme</source>
        <translation>la volatilité après cette partie n&apos;est pas un nombre supérieur à 0&#xa0;; les paramètres ou les cotes d&apos;avant sont trop extrêmes</translation>
    </message>
    <message>
        <source>unknown parameter for %1 (known: %2)</source>
        <translation>paramètre inconnu pour %1 (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not off or minutes</source>
        <translation>&apos;%1&apos; n&apos;est ni off ni minutes</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an Elo variant (logistic or gaussian)</source>
        <translation>&apos;%1&apos; n&apos;est pas une variante d&apos;Elo (logistic ou gaussian)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a rating period (game, day, week or month)</source>
        <translation>&apos;%1&apos; n&apos;est pas une période de cotation (game, day, week ou month)</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos; (known: %2)</source>
        <translation>algorithme inconnu &apos;%1&apos; (connus&#xa0;: %2)</translation>
    </message>
    <message>
        <source>must be more than %1 and at most %2, not %3</source>
        <translation>doit être supérieur à %1 et au plus %2, pas %3</translation>
    </message>
    <message>
        <source>must be from %1 to %2, not %3</source>
        <translation>doit être de %1 à %2, pas %3</translation>
    </message>
    <message>
        <source>must be from %1 to less than %2, not %3</source>
        <translation>doit être d&apos;au moins %1 et inférieur à %2, pas %3</translation>
    </message>
    <message>
        <source>unknown parameter for %1</source>
        <translation>paramètre inconnu pour %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>minutes must be a number of at least 0 for partial play</source>
        <translation>les minutes doivent être un nombre d&apos;au moins 0 pour le jeu partiel</translation>
    </message>
    <message>
        <source>teams %1 and %2 drew, but the draw probability is 0, so a draw is impossible</source>
        <translation>les équipes %1 et %2 ont fait match nul, mais la probabilité de nulle est 0&#xa0;: une nulle est donc impossible</translation>
    </message>
    <message>
        <source>participant %1 names team %2, but the game has %3 teams</source>
        <translation>le participant %1 indique l&apos;équipe %2, mais la partie a %3 équipes</translation>
    </message>
    <message>
        <source>the rating is not a finite number</source>
        <translation>la cote n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>the rating must be from -1e20 to 1e20</source>
        <translation>la cote doit être de -1e20 à 1e20</translation>
    </message>
    <message>
        <source>sigma must be a finite number &gt;= 0</source>
        <translation>sigma doit être un nombre fini &gt;= 0</translation>
    </message>
    <message>
        <source>sigma must be at most 1e20</source>
        <translation>sigma doit être au plus 1e20</translation>
    </message>
    <message>
        <source>the partial-play weight must be 0, or from 0.001 to 1000</source>
        <translation>le poids de jeu partiel doit être 0, ou de 0.001 à 1000</translation>
    </message>
    <message>
        <source>a game needs at least two teams, this one has %1</source>
        <translation>une partie demande au moins deux équipes, celle-ci en a %1</translation>
    </message>
    <message>
        <source>a team needs at least one player</source>
        <translation>une équipe demande au moins un joueur</translation>
    </message>
    <message>
        <source>the rating after this game is not a finite number within 1e20 of 0; the parameters or the ratings before it are too extreme</source>
        <translation>la cote après cette partie n&apos;est pas un nombre fini à moins de 1e20 de 0&#xa0;; les paramètres ou les cotes d&apos;avant sont trop extrêmes</translation>
    </message>
    <message>
        <source>sigma after this game is not a finite number from 0 to 1e20; the parameters or the ratings before it are too extreme</source>
        <translation>sigma après cette partie n&apos;est pas un nombre fini de 0 à 1e20&#xa0;; les paramètres ou les cotes d&apos;avant sont trop extrêmes</translation>
    </message>
    <message>
        <source>is not a finite number; the parameters or the ratings are too extreme</source>
        <translation>n&apos;est pas un nombre fini&#xa0;; les paramètres ou les cotes sont trop extrêmes</translation>
    </message>
    <message>
        <source>a win probability needs exactly two teams, this game has %1</source>
        <translation>une probabilité de victoire demande exactement deux équipes, cette partie en a %1</translation>
    </message>
    <message>
        <source>ZoneStats needs every rated player&apos;s minutes in the game</source>
        <translation>ZoneStats demande les minutes de chaque joueur coté dans la partie</translation>
    </message>
    <message>
        <source>minutes must be a number greater than 0</source>
        <translation>les minutes doivent être un nombre supérieur à 0</translation>
    </message>
    <message>
        <source>ZoneStats needs every rated player&apos;s score</source>
        <translation>ZoneStats demande le score de chaque joueur coté</translation>
    </message>
    <message>
        <source>the score must be a finite number</source>
        <translation>le score doit être un nombre fini</translation>
    </message>
    <message>
        <source>ZoneStats predicts only between teams that have rated players</source>
        <translation>ZoneStats ne prédit qu&apos;entre des équipes qui ont des joueurs cotés</translation>
    </message>
    <message>
        <source>players must be at least 2, team size at least 1, free-for-all size at least 2</source>
        <translation>il faut au moins 2 joueurs, des équipes d&apos;au moins 1 et des parties chacun pour soi d&apos;au moins 2</translation>
    </message>
    <message>
        <source>%1 is more than the %2 a synthetic history can have</source>
        <translation>%1 dépasse les %2 qu&apos;un historique synthétique peut avoir</translation>
    </message>
    <message>
        <source>a game has at most %1 free-for-all players or teams of %2</source>
        <translation>une partie a au plus %1 joueurs en chacun pour soi ou des équipes de %2</translation>
    </message>
    <message>
        <source>%1 games of %2 players are more than the %3 results a synthetic history can have</source>
        <translation>%1 parties de %2 joueurs dépassent les %3 résultats qu&apos;un historique synthétique peut avoir</translation>
    </message>
    <message>
        <source>a game needs %1 players but there are only %2</source>
        <translation>une partie demande %1 joueurs, mais il n&apos;y en a que %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the %2 &apos;%3&apos; is not a number</source>
        <translation>« %1 » : %2 « %3 » n’est pas un nombre</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not of the form NAME=FROM:TO:STEP (or ALGORITHM.NAME=...)</source>
        <translation>« %1 » n’est pas de la forme NAME=FROM:TO:STEP (ou ALGORITHM.NAME=...)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the step must be above 0</source>
        <translation>« %1 » : le pas doit être supérieur à 0</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: TO is below FROM</source>
        <translation>« %1 » : TO est inférieur à FROM</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has more than 10,000 values</source>
        <translation>« %1 » a plus de 10 000 valeurs</translation>
    </message>
    <message>
        <source>%1 has no parameter &apos;%2&apos;</source>
        <translation>%1 n’a pas de paramètre « %2 »</translation>
    </message>
    <message>
        <source>the sweeps make more than %1 settings to try</source>
        <translation>les balayages donnent plus de %1 réglages à essayer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a parameter of none of the algorithms compared</source>
        <translation>« %1 » n’est un paramètre d’aucun des algorithmes comparés</translation>
    </message>
    <message>
        <source>every player of this side played 0 minutes; a side needs a player who took part</source>
        <translation>chaque joueur de ce camp a joué 0 minute&#xa0;; un camp demande un joueur qui a pris part à la partie</translation>
    </message>
    <message>
        <source>every player of this side has weight 0 (not playing); a side needs a player who took part</source>
        <translation>chaque joueur de ce camp a un poids de 0 (ne joue pas)&#xa0;; un camp demande un joueur qui a pris part à la partie</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>a draw</source>
        <translation>partie nulle</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message numerus="yes">
        <source>(%n drawn)</source>
        <translation>
            <numerusform>(%n nulle)</numerusform>
            <numerusform>(%n nulles)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A place in a heat&apos;s finishing order: &quot;1. Ann&quot;.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>waiting for confirmation</source>
        <translation>en attente de confirmation</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmée</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>contestée</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>acceptée</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>remplacée</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) from %1 within a minute: that address is paused for a minute</source>
        <translation>
            <numerusform>%n code erroné depuis %1 en une minute&#xa0;: cette adresse est suspendue pendant une minute</numerusform>
            <numerusform>%n codes erronés depuis %1 en une minute&#xa0;: cette adresse est suspendue pendant une minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) at this table within a minute: for a minute, each address may try once</source>
        <translation>
            <numerusform>%n code erroné à cette table en une minute&#xa0;: pendant une minute, chaque adresse n&apos;a droit qu&apos;à un essai</numerusform>
            <numerusform>%n codes erronés à cette table en une minute&#xa0;: pendant une minute, chaque adresse n&apos;a droit qu&apos;à un essai</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerLogin</name>
    <message>
        <source>Connect to Server</source>
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>&amp;Password for %1:</source>
        <translation>&amp;Mot de passe pour %1&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Remember it in the desktop&apos;s keyring</source>
        <translation>&amp;Retenir dans le trousseau du bureau</translation>
    </message>
    <message>
        <source>Connected; the password could not be kept in the keyring: %1</source>
        <translation>Connecté&#xa0;; le mot de passe n’a pas pu être gardé dans le trousseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no club in %1 yet. Make a new club there?</source>
        <translation>Il n’y a pas encore de club dans %1. Y créer un nouveau club&#xa0;?</translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation>Ouvrir un club</translation>
    </message>
    <message>
        <source>Enter &amp;Password…</source>
        <translation>Saisir le &amp;mot de passe…</translation>
    </message>
</context>
<context>
    <name>WebText</name>
    <message>
        <source>Podium live board</source>
        <translation>Tableau en direct Podium</translation>
    </message>
    <message>
        <source>The club cannot be read just now. This page tries again by itself.</source>
        <translation>Le club ne peut pas être lu pour l&apos;instant. Cette page réessaie d&apos;elle-même.</translation>
    </message>
    <message>
        <source>%1, bracket</source>
        <translation>%1, tableau</translation>
    </message>
    <message>
        <source>R%1 M%2</source>
        <translation>R%1 M%2</translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation>P%1 M%2</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Grande finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Finale des perdants</translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation>Ronde %1 des perdants</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Finale des gagnants</translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation>Ronde %1 des gagnants</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>pas nécessaire</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>pas de match</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation>Vainqueur de %1</translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation>Perdant de %1</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>à déterminer</translation>
    </message>
    <message>
        <source>%1 · round %2, table %3</source>
        <translation>%1 · ronde %2, table %3</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>Round and standings</source>
        <translation>Ronde et classement</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>This event has no bracket.</source>
        <translation>Ce tournoi n&apos;a pas de tableau.</translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now.</source>
        <translation>Pas encore tiré : les têtes de série telles qu&apos;elles sont maintenant.</translation>
    </message>
    <message>
        <source>Champion: </source>
        <translation>Vainqueur : </translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>half-point bye</source>
        <translation>exempt d&apos;un demi-point</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>No round is paired yet.</source>
        <translation>Aucune ronde n&apos;est encore appariée.</translation>
    </message>
    <message>
        <source>Where do I play?</source>
        <translation>Où est-ce que je joue ?</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Départagé par</translation>
    </message>
    <message>
        <source>W–D–L</source>
        <translation>V–N–D</translation>
    </message>
    <message>
        <source>(withdrew)</source>
        <translation>(s&apos;est retiré)</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencé</translation>
    </message>
    <message>
        <source>round %1 of %2</source>
        <translation>ronde %1 sur %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronde %1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>event %1 has no round paired yet</source>
        <translation>le tournoi %1 n&apos;a encore aucune ronde appariée</translation>
    </message>
    <message>
        <source>event %1 has rounds 1 to %2, not %3</source>
        <translation>le tournoi %1 a les rondes 1 à %2, pas %3</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, ronde %2</translation>
    </message>
    <message>
        <source>event %1 is not an elimination and has no bracket</source>
        <translation>le tournoi %1 n&apos;est pas à élimination et n&apos;a pas de tableau</translation>
    </message>
    <message>
        <source>Podium, %1</source>
        <translation>Podium, %1</translation>
    </message>
    <message>
        <source>Made with Podium on %1</source>
        <translation>Fait avec Podium le %1</translation>
    </message>
    <message>
        <source>Running events</source>
        <translation>Tournois en cours</translation>
    </message>
    <message>
        <source>No event is running.</source>
        <translation>Aucun tournoi n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Leaderboards</source>
        <translation>Classements</translation>
    </message>
    <message>
        <source>No leaderboards yet.</source>
        <translation>Pas encore de classements.</translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation>Cote (r−2RD)</translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation>Cote (μ−3σ)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>place %1 sur %2</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>nul</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Prochaine partie</translation>
    </message>
    <message>
        <source>round %1, bye</source>
        <translation>ronde %1, exempt</translation>
    </message>
    <message>
        <source>round %1, table %2</source>
        <translation>ronde %1, table %2</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>contre %1</translation>
    </message>
    <message>
        <source>No game to play in a running event.</source>
        <translation>Aucune partie à jouer dans un tournoi en cours.</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historique de la cote</translation>
    </message>
    <message>
        <source>Rating history of %1 on %2</source>
        <translation>Historique de la cote de %1 dans %2</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Pas encore de parties prises en compte dans la cote.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Pas encore de parties.</translation>
    </message>
    <message>
        <source>The latest %1 of %2 games.</source>
        <translation>Les %1 dernières parties sur %2.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Every discipline</source>
        <translation>Toutes les disciplines</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>r; band r ± 2RD; dashed r − 2RD</source>
        <translation>r&#xa0;; bande r ± 2RD&#xa0;; pointillés r − 2RD</translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation>μ&#xa0;; bande μ ± 2σ&#xa0;; pointillés μ − 3σ</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Pas encore de parties</translation>
    </message>
    <message>
        <source>en</source>
        <extracomment>The language code of this translation, as HTML&apos;s lang attribute takes it: de, fr, es.</extracomment>
        <translation>fr</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>W–L</source>
        <translation>V–D</translation>
    </message>
    <message>
        <source>Player codes of %1</source>
        <translation>Codes des joueurs de %1</translation>
    </message>
    <message>
        <source>Report result</source>
        <translation>Déclarer le résultat</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>%1: give a number from 0 to %2</source>
        <translation>%1&#xa0;: indiquez un nombre de 0 à %2</translation>
    </message>
    <message>
        <source>Give the games each player won</source>
        <translation>Indiquez les parties gagnées par chaque joueur</translation>
    </message>
    <message>
        <source>Choose the result</source>
        <translation>Choisissez le résultat</translation>
    </message>
    <message>
        <source>Choose the place of %1</source>
        <translation>Choisissez la place de %1</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Or the games of the match:</source>
        <translation>Ou les parties du match&#xa0;:</translation>
    </message>
    <message>
        <source>Games won by %1</source>
        <translation>Parties gagnées par %1</translation>
    </message>
    <message>
        <source>Games drawn</source>
        <extracomment>The label of the field for the games of a match that were drawn.</extracomment>
        <translation>Parties nulles</translation>
    </message>
    <message>
        <source>%1 reported: %2 (%3)</source>
        <translation>%1 a déclaré&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Page introuvable</translation>
    </message>
    <message>
        <source>There is no such page on this board.</source>
        <translation>Cette page n&apos;existe pas sur ce tableau.</translation>
    </message>
    <message>
        <source>Players do not report results of this event; the desk enters them.</source>
        <translation>Dans ce tournoi, les joueurs ne déclarent pas leurs résultats&#xa0;; l&apos;organisation les saisit.</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 that takes a report now.</source>
        <translation>La ronde %1 n&apos;a pas de table %2 qui accepte une déclaration en ce moment.</translation>
    </message>
    <message>
        <source>Round %1 · Table %2</source>
        <translation>Ronde %1 · Table %2</translation>
    </message>
    <message>
        <source>This table has a result already; a report now goes to the desk.</source>
        <translation>Cette table a déjà un résultat&#xa0;; une déclaration est désormais transmise à l&apos;organisation.</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Votre code</translation>
    </message>
    <message>
        <source>The other side confirms with their own code; the desk settles a dispute.</source>
        <translation>L&apos;adversaire confirme avec son propre code&#xa0;; en cas de désaccord, l&apos;organisation tranche.</translation>
    </message>
    <message>
        <source>Send report</source>
        <translation>Envoyer la déclaration</translation>
    </message>
    <message>
        <source>Back to the round</source>
        <translation>Retour à la ronde</translation>
    </message>
    <message>
        <source>%1, table %2</source>
        <translation>%1, table %2</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Non envoyé</translation>
    </message>
    <message>
        <source>A report can only be sent from this board&apos;s own page.</source>
        <translation>Une déclaration ne peut être envoyée que depuis une page de ce tableau.</translation>
    </message>
    <message>
        <source>The report is too long.</source>
        <translation>La déclaration est trop longue.</translation>
    </message>
    <message>
        <source>This report was sent already. Load the page again to send another.</source>
        <translation>Cette déclaration a déjà été envoyée. Rechargez la page pour en envoyer une autre.</translation>
    </message>
    <message>
        <source>This page is out of date. Load it again and send the report once more.</source>
        <translation>Cette page n&apos;est plus à jour. Rechargez-la et envoyez à nouveau la déclaration.</translation>
    </message>
    <message>
        <source>Players do not report results of this event.</source>
        <translation>Dans ce tournoi, les joueurs ne déclarent pas leurs résultats.</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong codes. Try again in %n second(s).</source>
        <translation>
            <numerusform>Trop de codes erronés. Réessayez dans %n seconde.</numerusform>
            <numerusform>Trop de codes erronés. Réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>That code is not the code of a player at this table.</source>
        <translation>Ce code n&apos;est celui d&apos;aucun joueur de cette table.</translation>
    </message>
    <message>
        <source>Sent to the desk</source>
        <translation>Transmis à l&apos;organisation</translation>
    </message>
    <message>
        <source>%1: %2. The result could not be entered, so the desk will settle it.</source>
        <translation>%1&#xa0;: %2. Le résultat n&apos;a pas pu être saisi, l&apos;organisation va donc trancher.</translation>
    </message>
    <message>
        <source>Result entered</source>
        <translation>Résultat saisi</translation>
    </message>
    <message>
        <source>%1: %2. Confirmed by both sides and entered.</source>
        <translation>%1&#xa0;: %2. Confirmé par les deux camps et saisi.</translation>
    </message>
    <message>
        <source>%1: %2. %3; the desk will settle it.</source>
        <translation>%1&#xa0;: %2. %3&#xa0;; l&apos;organisation va trancher.</translation>
    </message>
    <message>
        <source>Report sent</source>
        <translation>Déclaration envoyée</translation>
    </message>
    <message>
        <source>%1: %2. Waiting for the other side to confirm it with their code.</source>
        <translation>%1&#xa0;: %2. En attente de la confirmation de l&apos;adversaire avec son code.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. Waiting for %n more player(s) of the table to confirm it.</source>
        <translation>
            <numerusform>%1&#xa0;: %2. En attente de la confirmation de %n autre joueur de la table.</numerusform>
            <numerusform>%1&#xa0;: %2. En attente de la confirmation de %n autres joueurs de la table.</numerusform>
        </translation>
    </message>
    <message>
        <source>Scan the QR code, or open the live board and type your code, to report the result of your table. Do not share your code.</source>
        <translation>Scannez le code QR, ou ouvrez le tableau en direct et saisissez votre code, pour déclarer le résultat de votre table. Ne communiquez votre code à personne.</translation>
    </message>
    <message>
        <source>The other players of the heat confirm with their own codes; the desk settles a dispute.</source>
        <translation>Les autres joueurs de la manche confirment avec leur propre code&#xa0;; en cas de désaccord, l&apos;organisation tranche.</translation>
    </message>
    <message>
        <source>Send the report from the board&apos;s page.</source>
        <translation>Envoyez la déclaration depuis la page du tableau.</translation>
    </message>
    <message>
        <source>%1: %2. Confirmed by most of the players at the table and entered.</source>
        <translation>%1&#xa0;: %2. Confirmé par la plupart des joueurs de la table et saisi.</translation>
    </message>
    <message>
        <source>Finished events</source>
        <translation>Tournois terminés</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>remporté par %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>round %1, absent</source>
        <translation>ronde %1, absent</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Leaderboards and tournaments for clubs and LAN parties.</source>
        <translation>Classements et tournois pour les clubs et les LAN parties.</translation>
    </message>
    <message>
        <source>The club database to open (.podium).</source>
        <translation>La base de données du club à ouvrir (.podium).</translation>
    </message>
    <message>
        <source>Open the club, show its first leaderboard, and quit.</source>
        <translation>Ouvrir le club, afficher son premier classement, puis quitter.</translation>
    </message>
</context>
<context>
    <name>podium::ui::BacktestChart</name>
    <message>
        <source>The games sorted by how close each algorithm&apos;s best settings expected them to be, closest first: the share of all draws found within the first x % of them. A curve above the dashed diagonal (games in no order) finds draws among the games it calls close.</source>
        <translation>Les parties triées selon l&apos;équilibre qu&apos;en attendaient les meilleurs réglages de chaque algorithme, les plus serrées d&apos;abord&#xa0;: la part de toutes les nulles trouvées parmi les x&#xa0;% premières. Une courbe au-dessus de la diagonale en pointillés (parties sans ordre) trouve les nulles parmi les parties qu&apos;elle juge serrées.</translation>
    </message>
    <message>
        <source>The duels in ten bins of the chance given to the first player: the mean chance against the share the first player won. On the dashed diagonal, the chances come true.</source>
        <translation>Les duels en dix classes selon la chance donnée au premier joueur&#xa0;: la chance moyenne face à la part gagnée par le premier joueur. Sur la diagonale en pointillés, les chances se réalisent.</translation>
    </message>
    <message>
        <source>Chance of the first player</source>
        <translation>Chance du premier joueur</translation>
    </message>
    <message>
        <source>Games, closest first</source>
        <translation>Parties, les plus serrées d&apos;abord</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>Part gagnée</translation>
    </message>
    <message>
        <source>Draws found</source>
        <translation>Nulles trouvées</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibration</translation>
    </message>
    <message>
        <source>Draws against match quality</source>
        <translation>Nulles selon la qualité du match</translation>
    </message>
    <message>
        <source>Calibration of the duels</source>
        <translation>Calibration des duels</translation>
    </message>
</context>
<context>
    <name>podium::ui::BoardDialog</name>
    <message>
        <source>Cop&amp;y Address</source>
        <translation>&amp;Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>Live Board on the Local Network</source>
        <translation>Tableau en direct sur le réseau local</translation>
    </message>
    <message>
        <source>&lt;p&gt;The live board is off until you start it. While it runs, the phones and the projector in the hall open the club&apos;s standings, events and players in a web browser, with nothing to install. The pages are read-only and follow every result within two seconds.&lt;/p&gt;&lt;p&gt;The board is not encrypted and has no password: start it only on the hall&apos;s own network, as Qt&apos;s documentation advises for its web server. It stops when you stop it or quit Podium.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le tableau en direct est éteint tant que vous ne le démarrez pas. Pendant qu&apos;il tourne, les téléphones et le projecteur de la salle ouvrent les classements, tournois et joueurs du club dans un navigateur web, sans rien installer. Les pages sont en lecture seule et suivent chaque résultat en moins de deux secondes.&lt;/p&gt;&lt;p&gt;Le tableau n&apos;est pas chiffré et n&apos;a pas de mot de passe : ne le démarrez que sur le réseau de la salle, comme le conseille la documentation de Qt pour son serveur web. Il s&apos;arrête quand vous l&apos;arrêtez ou quittez Podium.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every network of this computer&lt;/b&gt; can then reach the board, the internet too where this computer is connected to it directly. Choose it only when phones cannot reach the other addresses.</source>
        <translation>&lt;b&gt;Tous les réseaux de cet ordinateur&lt;/b&gt; peuvent alors atteindre le tableau, Internet aussi si cet ordinateur y est relié directement. Ne le choisissez que si les téléphones n&apos;atteignent pas les autres adresses.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>%1 (this computer on the local network)</source>
        <translation>%1 (cet ordinateur sur le réseau local)</translation>
    </message>
    <message>
        <source>127.0.0.1 (this computer only)</source>
        <translation>127.0.0.1 (cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>0.0.0.0 (every network of this computer)</source>
        <translation>0.0.0.0 (tous les réseaux de cet ordinateur)</translation>
    </message>
    <message>
        <source>The board could not start: %1.</source>
        <translation>Le tableau n&apos;a pas pu démarrer : %1.</translation>
    </message>
    <message>
        <source>&amp;Stop the Board</source>
        <translation>A&amp;rrêter le tableau</translation>
    </message>
    <message>
        <source>&amp;Start the Board</source>
        <translation>&amp;Démarrer le tableau</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>Code QR de %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::BoardSharing</name>
    <message>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <source>&amp;Live Board on the Local Network…</source>
        <translation>&amp;Tableau en direct sur le réseau local…</translation>
    </message>
    <message>
        <source>Live board: %1</source>
        <translation>Tableau en direct : %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::BracketView</name>
    <message>
        <source>R%1 M%2</source>
        <translation>R%1 M%2</translation>
    </message>
    <message>
        <source>L%1 M%2</source>
        <translation>P%1 M%2</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Grande finale</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>pas nécessaire</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>pas de match</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Winner of %1</source>
        <translation>Vainqueur de %1</translation>
    </message>
    <message>
        <source>Loser of %1</source>
        <translation>Perdant de %1</translation>
    </message>
    <message>
        <source>Losers&apos; final</source>
        <translation>Finale des perdants</translation>
    </message>
    <message>
        <source>Losers&apos; round %1</source>
        <translation>Ronde %1 des perdants</translation>
    </message>
    <message>
        <source>Winners&apos; final</source>
        <translation>Finale des gagnants</translation>
    </message>
    <message>
        <source>Winners&apos; round %1</source>
        <translation>Ronde %1 des gagnants</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Semi-finals</source>
        <translation>Demi-finales</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Winner of Grand final</source>
        <translation>Vainqueur de Grande finale</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>The bracket needs at least two entrants.</source>
        <translation>Le tableau exige au moins deux participants.</translation>
    </message>
    <message>
        <source>Not drawn yet: the seeds as they stand now; pairing round 1 makes the draw.</source>
        <translation>Pas encore tiré&#xa0;: les têtes de série telles qu&apos;elles sont maintenant&#xa0;; l&apos;appariement de la ronde 1 effectue le tirage.</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>to be decided</source>
        <translation>à déterminer</translation>
    </message>
    <message>
        <source>Bracket of %1</source>
        <translation>Tableau de %1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Zoom to fit the whole bracket</source>
        <translation>Ajuster pour voir tout le tableau</translation>
    </message>
    <message>
        <source>Actual Size</source>
        <translation>Taille réelle</translation>
    </message>
    <message>
        <source>The bracket at its own size</source>
        <translation>Le tableau à sa taille réelle</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Drag to move, Ctrl and the wheel to zoom, double-click a match to enter its result</source>
        <translation>Faites glisser pour déplacer, Ctrl et la molette pour zoomer, double-cliquez sur un match pour saisir son résultat</translation>
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
        <translation>Ouvrir un club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation>Clubs Podium (*.podium);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>There is no club at %1.</source>
        <translation>Il n&apos;y a pas de club à l&apos;emplacement %1.</translation>
    </message>
    <message>
        <source>Create a new club there?</source>
        <translation>Créer un nouveau club à cet endroit&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Create Club</source>
        <translation>&amp;Créer le club</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>New Club</source>
        <translation>Nouveau club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation>Clubs Podium (*.podium)</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>Ouvrir un club récent</translation>
    </message>
    <message>
        <source>%1 is no longer there.</source>
        <translation>%1 n&apos;existe plus.</translation>
    </message>
    <message>
        <source>No clubs opened yet</source>
        <translation>Aucun club ouvert pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubSheets</name>
    <message>
        <source>Standings of %1</source>
        <translation>Classement de %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>No rated games yet.</source>
        <translation>Pas encore de parties prises en compte dans la cote.</translation>
    </message>
    <message>
        <source>Player card: %1</source>
        <translation>Fiche du joueur : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: place %2 of %3, rating %4, %Ln game(s) (%5 won, %6 drawn, %7 lost)</source>
        <translation>
            <numerusform>%1 : place %2 sur %3, cote %4, %Ln partie (%5 gagnées, %6 nulles, %7 perdues)</numerusform>
            <numerusform>%1 : place %2 sur %3, cote %4, %Ln parties (%5 gagnées, %6 nulles, %7 perdues)</numerusform>
        </translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rating after</source>
        <translation>Cote après</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>drew</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>place %1 of %2</source>
        <translation>place %1 sur %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubTransfers</name>
    <message>
        <source>Import Games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importation de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>L&apos;importation a été annulée&#xa0;; rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>Nothing was imported.

%1</source>
        <translation>Rien n&apos;a été importé.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1; new players: %2.</source>
        <translation>
            <numerusform>%Ln partie importée (%1)&#xa0;; nouveaux joueurs&#xa0;: %2.</numerusform>
            <numerusform>%Ln parties importées (%1)&#xa0;; nouveaux joueurs&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1 (%2 already there); new players: %3.</source>
        <translation>
            <numerusform>%Ln partie importée (%1, %2 déjà présentes)&#xa0;; nouveaux joueurs&#xa0;: %3.</numerusform>
            <numerusform>%Ln parties importées (%1, %2 déjà présentes)&#xa0;; nouveaux joueurs&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation>Exporter le classement</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Exported the standings of %1 to %2</source>
        <translation>Classement de %1 exporté vers %2</translation>
    </message>
    <message>
        <source>Export Games</source>
        <translation>Exporter les parties</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Exported every game to %1</source>
        <translation>Toutes les parties ont été exportées vers %1</translation>
    </message>
    <message>
        <source>Export Event as TRF</source>
        <translation>Exporter le tournoi en TRF</translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation>Choisissez d&apos;abord un tournoi dans la page Tournois.</translation>
    </message>
    <message>
        <source>TRF files (*.trf)</source>
        <translation>Fichiers TRF (*.trf)</translation>
    </message>
    <message>
        <source>Exported the event %1 to %2</source>
        <translation>Tournoi %1 exporté vers %2</translation>
    </message>
    <message>
        <source>Import Event from TRF</source>
        <translation>Importer un tournoi depuis TRF</translation>
    </message>
    <message>
        <source>TRF files (*.trf *.trfx *.txt);;All files (*)</source>
        <translation>Fichiers TRF (*.trf *.trfx *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported the event %1 with %Ln player(s) from %2.</source>
        <translation>
            <numerusform>Tournoi %1 importé avec %Ln joueur depuis %2.</numerusform>
            <numerusform>Tournoi %1 importé avec %Ln joueurs depuis %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::CodeSlipSheet</name>
    <message>
        <source>Player codes of %1</source>
        <translation>Codes des joueurs de %1</translation>
    </message>
    <message>
        <source>Scan the QR code, or open the live board and type your code, to report the result of your table. Do not share your code.</source>
        <translation>Scannez le code QR, ou ouvrez le tableau en direct et saisissez votre code, pour déclarer le résultat de votre table. Ne communiquez votre code à personne.</translation>
    </message>
    <message>
        <source>Open the live board and type your code to report the result of your table. Do not share your code.</source>
        <translation>Ouvrez le tableau en direct et saisissez votre code pour déclarer le résultat de votre table. Ne communiquez votre code à personne.</translation>
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
        <translation>%1, valeurs par défaut</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The best of these settings: the lowest log-loss (the lowest prediction error where there are no duels)</source>
        <translation>Le meilleur de ces réglages&#xa0;: la perte logarithmique la plus basse (l&apos;erreur de prédiction la plus basse quand il n&apos;y a pas de duels)</translation>
    </message>
    <message>
        <source>No duels to score</source>
        <translation>Aucun duel à évaluer</translation>
    </message>
    <message>
        <source>No pairs of sides with different places</source>
        <translation>Aucune paire de camps à des places différentes</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Prediction
error</source>
        <translation>Erreur de
prédiction</translation>
    </message>
    <message>
        <source>Challenged
by %1</source>
        <translation>Mis au défi
par %1</translation>
    </message>
    <message>
        <source>Duels</source>
        <translation>Duels</translation>
    </message>
    <message>
        <source>Log-loss</source>
        <translation>Perte log.</translation>
    </message>
    <message>
        <source>Brier</source>
        <translation>Brier</translation>
    </message>
    <message>
        <source>The algorithm and the parameters it ran with (those not named have their defaults)</source>
        <translation>L&apos;algorithme et les paramètres avec lesquels il a tourné (ceux qui ne sont pas nommés ont leur valeur par défaut)</translation>
    </message>
    <message>
        <source>Of all pairs of sides that finished in different places, the share where the side the ratings made weaker finished ahead (equal strengths count half). Lower is better.</source>
        <translation>De toutes les paires de camps arrivés à des places différentes, la part où le camp que les cotes disaient plus faible a fini devant (les forces égales comptent pour moitié). Plus bas, c&apos;est mieux.</translation>
    </message>
    <message>
        <source>The prediction error on the 20 % of games that %1 (its best settings here) found the tightest: the paper&apos;s &quot;challenged&quot;. Lower is better.</source>
        <translation>L&apos;erreur de prédiction sur les 20&#xa0;% de parties que %1 (ses meilleurs réglages ici) jugeait les plus serrées&#xa0;: le «&#xa0;challenged&#xa0;» de l&apos;article. Plus bas, c&apos;est mieux.</translation>
    </message>
    <message>
        <source>Games of two players, one against one, that were not drawn: the games that log-loss and Brier score</source>
        <translation>Parties entre deux joueurs, un contre un, sans nulle&#xa0;: les parties qu&apos;évaluent la perte logarithmique et Brier</translation>
    </message>
    <message>
        <source>On the duels: the mean of −ln p, where p is the chance the ratings gave the winner. Lower is better; always guessing 50 % scores 0.693.</source>
        <translation>Sur les duels&#xa0;: la moyenne de −ln p, où p est la chance que les cotes donnaient au vainqueur. Plus bas, c&apos;est mieux&#xa0;; toujours parier 50&#xa0;% donne 0,693.</translation>
    </message>
    <message>
        <source>On the duels: the mean of (1 − p)², where p is the chance the ratings gave the winner. Lower is better; always guessing 50 % scores 0.250.</source>
        <translation>Sur les duels&#xa0;: la moyenne de (1 − p)², où p est la chance que les cotes donnaient au vainqueur. Plus bas, c&apos;est mieux&#xa0;; toujours parier 50&#xa0;% donne 0,250.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ComparePage</name>
    <message>
        <source>The %1 game of %2 (%3)</source>
        <translation>La partie de %1 du %2 (%3)</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>%1&apos;s minutes are missing, and ZoneStats rates score per hour</source>
        <translation>les minutes de %1 sont manquantes, et ZoneStats cote le score par heure</translation>
    </message>
    <message>
        <source>%1&apos;s score is missing, and ZoneStats rates score per hour</source>
        <translation>le score de %1 est manquant, et ZoneStats cote le score par heure</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Use &amp;these settings</source>
        <translation>Utiliser ces ré&amp;glages</translation>
    </message>
    <message>
        <source>Sho&amp;w the game</source>
        <translation>&amp;Voir la partie</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>E&amp;xécuter</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message numerus="yes">
        <source>%Ln setting(s) to try</source>
        <translation>
            <numerusform>%Ln réglage à essayer</numerusform>
            <numerusform>%Ln réglages à essayer</numerusform>
        </translation>
    </message>
    <message>
        <source>Replays the games with every setting, scoring what each predicted before every game</source>
        <translation>Rejoue les parties avec chaque réglage et évalue ce que chacun prédisait avant chaque partie</translation>
    </message>
    <message>
        <source>Stops the comparison (Escape)</source>
        <translation>Arrête la comparaison (Échap)</translation>
    </message>
    <message>
        <source>%v of %m settings</source>
        <translation>%v sur %m réglages</translation>
    </message>
    <message>
        <source>Which rating fits this club? Each setting replays the games in order and is scored, before every game, on what it predicted. Lower is better in every column but Duels; hover a heading for what it means.</source>
        <translation>Quel système de cote convient à ce club&#xa0;? Chaque réglage rejoue les parties dans l&apos;ordre et est évalué, avant chaque partie, sur ce qu&apos;il prédisait. Dans chaque colonne sauf Duels, la valeur la plus basse est la meilleure&#xa0;; survolez un en-tête pour savoir ce qu&apos;il signifie.</translation>
    </message>
    <message>
        <source>Opens the game that cannot be rated, to correct it</source>
        <translation>Ouvre la partie qui ne peut pas être cotée, pour la corriger</translation>
    </message>
    <message>
        <source>Tick at least one algorithm to compare.</source>
        <translation>Cochez au moins un algorithme à comparer.</translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation>Les parties ne peuvent pas être lues&#xa0;: %1</translation>
    </message>
    <message>
        <source>There are no games to compare on: choose another leaderboard, discipline or dates.</source>
        <translation>Il n&apos;y a pas de parties sur lesquelles comparer&#xa0;: choisissez un autre classement, une autre discipline ou d&apos;autres dates.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was compared.</source>
        <translation>Annulé&#xa0;: rien n&apos;a été comparé.</translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation>toutes les disciplines</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Compared on %1: %Ln game(s)</source>
        <translation>
            <numerusform>Comparé sur %1&#xa0;: %Ln partie</numerusform>
            <numerusform>Comparé sur %1&#xa0;: %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) of sides in different places</source>
        <translation>
            <numerusform>%Ln paire de camps à des places différentes</numerusform>
            <numerusform>%Ln paires de camps à des places différentes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duel(s)</source>
        <translation>
            <numerusform>%Ln duel</numerusform>
            <numerusform>%Ln duels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln drawn pair(s).</source>
        <translation>
            <numerusform>%Ln paire à égalité.</numerusform>
            <numerusform>%Ln paires à égalité.</numerusform>
        </translation>
    </message>
    <message>
        <source>No draws in these games: no curve to draw</source>
        <translation>Aucune nulle dans ces parties&#xa0;: pas de courbe à tracer</translation>
    </message>
    <message>
        <source>No duels in these games: nothing to calibrate</source>
        <translation>Aucun duel dans ces parties&#xa0;: rien à calibrer</translation>
    </message>
    <message>
        <source>No setting predicted anything: these games have no pairs of sides in different places.</source>
        <translation>Aucun réglage n&apos;a rien prédit&#xa0;: ces parties n&apos;ont pas de paires de camps à des places différentes.</translation>
    </message>
    <message>
        <source>Best by log-loss: %1 (log-loss %2, prediction error %3).</source>
        <translation>Le meilleur selon la perte logarithmique&#xa0;: %1 (perte %2, erreur de prédiction %3).</translation>
    </message>
    <message>
        <source>Best by prediction error (there are no duels): %1 (%2).</source>
        <translation>Le meilleur selon l&apos;erreur de prédiction (il n&apos;y a pas de duels)&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>one of the algorithms</source>
        <translation>l&apos;un des algorithmes</translation>
    </message>
    <message>
        <source>%1 cannot be rated by %2: %3.
Untick %2 to compare the others, or correct the game.</source>
        <translation>%1 ne peut pas être cotée par %2&#xa0;: %3.
Décochez %2 pour comparer les autres, ou corrigez la partie.</translation>
    </message>
    <message>
        <source>These settings cannot run: %1.</source>
        <translation>Ces réglages ne peuvent pas tourner&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The comparison stopped: %1</source>
        <translation>La comparaison s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Choose the games and the algorithms, then Run.</source>
        <translation>Choisissez les parties et les algorithmes, puis Exécuter.</translation>
    </message>
    <message>
        <source>Run a comparison first</source>
        <translation>Exécutez d&apos;abord une comparaison</translation>
    </message>
    <message>
        <source>Draws against match quality</source>
        <translation>Nulles selon la qualité du match</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibration</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Toutes les disciplines</translation>
    </message>
    <message>
        <source>Creates the leaderboard %1 for the games compared on, with these settings. Edit › Undo takes it back.</source>
        <translation>Crée le classement %1 pour les parties comparées, avec ces réglages. Édition › Annuler revient en arrière.</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 now rates with %2. Edit › Undo takes it back.</source>
        <translation>%1 cote désormais avec %2. Édition › Annuler revient en arrière.</translation>
    </message>
    <message>
        <source>Settings compared</source>
        <translation>Réglages comparés</translation>
    </message>
    <message>
        <source>Gives the leaderboard %1 these settings, or adds the leaderboard %2 with them: it asks which. Edit › Undo takes it back.</source>
        <translation>Donne ces réglages au classement %1, ou ajoute le classement %2 avec eux&#xa0;: la question est posée. Édition › Annuler revient en arrière.</translation>
    </message>
    <message>
        <source>Use These Settings</source>
        <translation>Utiliser ces réglages</translation>
    </message>
    <message>
        <source>Give the leaderboard %1 these settings (%2), or add a new leaderboard %3 with them? %1 keeps its name either way.</source>
        <translation>Donner ces réglages (%2) au classement %1, ou ajouter avec eux un nouveau classement %3&#xa0;? %1 garde son nom dans les deux cas.</translation>
    </message>
    <message>
        <source>&amp;Change %1</source>
        <translation>&amp;Modifier %1</translation>
    </message>
    <message>
        <source>&amp;Add %1</source>
        <translation>&amp;Ajouter %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::CompareSettings</name>
    <message>
        <source>Fro&amp;m</source>
        <translation>D&amp;u</translation>
    </message>
    <message>
        <source>T&amp;o</source>
        <translation>Jus&amp;qu&apos;au</translation>
    </message>
    <message>
        <source>Algorithms</source>
        <translation>Algorithmes</translation>
    </message>
    <message>
        <source>Without a sweep an algorithm runs once: with its defaults, or with the leaderboard&apos;s parameters if it is the leaderboard&apos;s algorithm. A sweep runs every value from its first to its last, a step apart.</source>
        <translation>Sans balayage, un algorithme tourne une fois&#xa0;: avec ses valeurs par défaut, ou avec les paramètres du classement si c&apos;est l&apos;algorithme du classement. Un balayage essaie chaque valeur de la première à la dernière, à un pas d&apos;écart.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Compare on a leaderboard&apos;s games (its discipline and dates), or on the games chosen below</source>
        <translation>Comparer sur les parties d&apos;un classement (sa discipline et ses dates), ou sur les parties choisies ci-dessous</translation>
    </message>
    <message>
        <source>Le&amp;aderboard:</source>
        <translation>Classe&amp;ment&#xa0;:</translation>
    </message>
    <message>
        <source>Discipli&amp;ne:</source>
        <translation>Di&amp;scipline&#xa0;:</translation>
    </message>
    <message>
        <source>Tick to backtest %1</source>
        <translation>Cochez pour tester %1 sur l&apos;historique</translation>
    </message>
    <message>
        <source>Sweep:</source>
        <translation>Balayer&#xa0;:</translation>
    </message>
    <message>
        <source>And:</source>
        <translation>Et&#xa0;:</translation>
    </message>
    <message>
        <source>No parameter</source>
        <translation>Aucun paramètre</translation>
    </message>
    <message>
        <source>A parameter to try at several values</source>
        <translation>Un paramètre à essayer à plusieurs valeurs</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>The first value</source>
        <translation>La première valeur</translation>
    </message>
    <message>
        <source>The last value</source>
        <translation>La dernière valeur</translation>
    </message>
    <message>
        <source>The step from one value to the next</source>
        <translation>Le pas d&apos;une valeur à la suivante</translation>
    </message>
    <message>
        <source>None: the games chosen below</source>
        <translation>Aucun&#xa0;: les parties choisies ci-dessous</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Toutes les disciplines</translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln setting(s) to try: take a larger step, or sweep fewer parameters.</source>
        <translation>
            <numerusform>Plus de %Ln réglage à essayer&#xa0;: prenez un pas plus grand, ou balayez moins de paramètres.</numerusform>
            <numerusform>Plus de %Ln réglages à essayer&#xa0;: prenez un pas plus grand, ou balayez moins de paramètres.</numerusform>
        </translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
</context>
<context>
    <name>podium::ui::DocumentExports</name>
    <message>
        <source>&amp;Print…</source>
        <translation>I&amp;mprimer…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Nothing to print on this page: choose a leaderboard, an event or a player.</source>
        <translation>Rien à imprimer sur cette page : choisissez un classement, un tournoi ou un joueur.</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Nothing to export on this page: choose a leaderboard, an event or a player.</source>
        <translation>Rien à exporter sur cette page : choisissez un classement, un tournoi ou un joueur.</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 exporté vers %2</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>Exporter en &amp;HTML…</translation>
    </message>
    <message>
        <source>Export as HTML</source>
        <translation>Exporter en HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventDialog</name>
    <message>
        <source>Alternate the first and second side (colours)</source>
        <translation>Alterner le premier et le second camp (couleurs)</translation>
    </message>
    <message>
        <source>New Event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Points for 1st, 2nd, 3rd ... place in a heat</source>
        <translation>Points pour la 1re, 2e, 3e… place dans une manche</translation>
    </message>
    <message>
        <source>Tick the tie-breaks to use and drag them into order</source>
        <translation>Cochez les départages à utiliser et faites-les glisser dans l&apos;ordre voulu</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <source>New players: type a name and press Enter, then the next</source>
        <translation>Nouveaux joueurs&#xa0;: un nom, puis Entrée</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Tout cocher</translation>
    </message>
    <message>
        <source>Ticks every player the filter shows</source>
        <translation>Coche tous les joueurs affichés par le filtre</translation>
    </message>
    <message>
        <source>Unticks every player the filter shows</source>
        <translation>Décoche tous les joueurs affichés par le filtre</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <source>New to the club</source>
        <translation>Nouveau au club</translation>
    </message>
    <message>
        <source>%1 is ticked.</source>
        <translation>%1 est coché.</translation>
    </message>
    <message>
        <source>%1 is new to the club. Did you mean %2? Untick %1 and tick %2 if so.</source>
        <translation>%1 est nouveau au club. Vouliez-vous dire %2&#xa0;? Si oui, décochez %1 et cochez %2.</translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it with the event.</source>
        <translation>%1 est nouveau au club et y entre avec le tournoi.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entrant(s)</source>
        <translation>
            <numerusform>%Ln participant</numerusform>
            <numerusform>%Ln participants</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2 of %3 players shown</source>
        <translation>%1&#xa0;; %2 joueurs affichés sur %3</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source>D&amp;iscipline:</source>
        <translation>D&amp;iscipline&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Ratings from:</source>
        <translation>&amp;Cotes issues de&#xa0;:</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>&amp;Rondes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Lobby size:</source>
        <translation>Taille des &amp;salons&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Sides:</source>
        <translation>Ca&amp;mps&#xa0;:</translation>
    </message>
    <message>
        <source>St&amp;yle:</source>
        <translation>St&amp;yle&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Pairing:</source>
        <translation>&amp;Appariement&#xa0;:</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
    </message>
    <message>
        <source>Poin&amp;ts:</source>
        <translation>P&amp;oints&#xa0;:</translation>
    </message>
    <message>
        <source>Points by pla&amp;ce:</source>
        <translation>Points par p&amp;lace&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Entrants:</source>
        <translation>&amp;Participants&#xa0;:</translation>
    </message>
    <message>
        <source>Single round robin</source>
        <translation>Toutes rondes simple</translation>
    </message>
    <message>
        <source>Double round robin</source>
        <translation>Toutes rondes aller-retour</translation>
    </message>
    <message numerus="yes">
        <source>Automatic: %Ln round(s)</source>
        <translation>
            <numerusform>Automatique&#xa0;: %Ln ronde</numerusform>
            <numerusform>Automatique&#xa0;: %Ln rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (every discipline)</source>
        <translation>%1 (toutes disciplines)</translation>
    </message>
    <message>
        <source>None yet: entrants are seeded in the order entered</source>
        <translation>Aucun pour l&apos;instant&#xa0;: les participants sont classés dans l&apos;ordre d&apos;inscription</translation>
    </message>
    <message>
        <source>the event needs a name</source>
        <translation>le tournoi doit avoir un nom</translation>
    </message>
    <message>
        <source>choose the discipline</source>
        <translation>choisissez la discipline</translation>
    </message>
    <message>
        <source>points by place: %1</source>
        <translation>points par place&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>Non créé&#xa0;: %1</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>Tirée au sort</translation>
    </message>
    <message>
        <source>The colour of the top player on board 1 in round 1; the boards below alternate (FIDE C.04.3). A lot is drawn once, as the event is created, and kept.</source>
        <translation>La couleur du premier joueur de l&apos;échiquier 1 à la ronde 1&#xa0;; les échiquiers suivants alternent (FIDE C.04.3). Le tirage au sort a lieu une fois, à la création du tournoi, et reste acquis.</translation>
    </message>
    <message>
        <source>Initial colo&amp;ur:</source>
        <translation>Co&amp;uleur initiale&#xa0;:</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>Tout &amp;décocher</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Tie-&amp;breaks:</source>
        <translation>Départa&amp;ges&#xa0;:</translation>
    </message>
    <message>
        <source>Create e&amp;vent</source>
        <translation>Cré&amp;er le tournoi</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <source>Tie-breaks in order</source>
        <translation>Départages dans leur ordre</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Nouveaux joueurs</translation>
    </message>
    <message>
        <source>Points for a win</source>
        <translation>Points pour une victoire</translation>
    </message>
    <message>
        <source>Points for a draw</source>
        <translation>Points pour une nulle</translation>
    </message>
    <message>
        <source>Points for a bye</source>
        <translation>Points pour une exemption</translation>
    </message>
    <message>
        <source>Chan&amp;ge Seeds…</source>
        <translation>C&amp;hanger les têtes de série…</translation>
    </message>
    <message>
        <source>Put the entrants in seed order, or draw it by lot</source>
        <translation>Mettre les participants dans l&apos;ordre des têtes de série, ou le tirer au sort</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventPairingsTable</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Gain des Blancs</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Victoire du 1er</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Match quality from the ratings: 1 is a perfectly even game</source>
        <translation>Qualité du match d&apos;après les cotes&#xa0;: 1 correspond à une partie parfaitement équilibrée</translation>
    </message>
    <message>
        <source>The predicted chance that White wins</source>
        <translation>La probabilité prévue que les Blancs gagnent</translation>
    </message>
    <message>
        <source>The predicted chance that the first named wins</source>
        <translation>La probabilité prévue que le premier nommé gagne</translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (White won), 0 (Black won) or = or ½ (a draw); Enter opens the result</source>
        <translation>Sur la ligne d&apos;une table, tapez 1 (les Blancs ont gagné), 0 (les Noirs ont gagné) ou = ou ½ (nulle)&#xa0;; Entrée ouvre le résultat</translation>
    </message>
    <message>
        <source>On a table&apos;s row type 1 (the first named won), 0 (the second won) or = or ½ (a draw); Enter opens the result</source>
        <translation>Sur la ligne d&apos;une table, tapez 1 (le premier nommé a gagné), 0 (le second a gagné) ou = ou ½ (nulle)&#xa0;; Entrée ouvre le résultat</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>%1: colours before this round %2</source>
        <translation>%1&#xa0;: couleurs avant cette ronde %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players: %1</source>
        <translation>
            <numerusform>%Ln joueur&#xa0;: %1</numerusform>
            <numerusform>%Ln joueurs&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A bye: no game, no table</source>
        <translation>Exempt&#xa0;: pas de partie, pas de table</translation>
    </message>
</context>
<context>
    <name>podium::ui::EventSheet</name>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
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
        <translation>Table</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Exempt à un demi-point</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
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
        <translation>DE</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>VIC</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>ex aequo</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Départagé par</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (retiré)</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Absent</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Départagé par</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <source>%1 (withdrawn)</source>
        <translation>%1 (retiré)</translation>
    </message>
    <message>
        <source>What put this player ahead of those level with them on points</source>
        <translation>Ce qui place ce joueur devant ceux qui ont le même nombre de points</translation>
    </message>
    <message>
        <source>White (W) and Black (B) round by round, - for a round without a game, and the number of Whites minus Blacks</source>
        <translation>Blancs (W) et Noirs (B) ronde par ronde, - pour une ronde sans partie, et le nombre de Blancs moins le nombre de Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>How far the player went in the bracket</source>
        <translation>Jusqu&apos;où le joueur est allé dans le tableau</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>no game</source>
        <translation>pas de partie</translation>
    </message>
    <message>
        <source>, floated down</source>
        <translation>, flotteur descendant</translation>
    </message>
    <message>
        <source>, floated up</source>
        <translation>, flotteur montant</translation>
    </message>
    <message>
        <source>Round %1: %2%3</source>
        <translation>Ronde %1&#xa0;: %2%3</translation>
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
        <translation>Terminé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Pair Ne&amp;xt Round</source>
        <translation>&amp;Générer la ronde suivante</translation>
    </message>
    <message>
        <source>Enter Res&amp;ult…</source>
        <translation>Saisir le rés&amp;ultat…</translation>
    </message>
    <message>
        <source>&amp;New Event…</source>
        <translation>Nou&amp;veau tournoi…</translation>
    </message>
    <message>
        <source>Dele&amp;te Event</source>
        <translation>Suppri&amp;mer le tournoi</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tournois</translation>
    </message>
    <message>
        <source>Entrants (ticked: checked in)</source>
        <translation>Participants (cochés&#xa0;: présents)</translation>
    </message>
    <message>
        <source>Tick to check a player in (or bring them back), untick to withdraw them from the rounds still to be paired</source>
        <translation>Cochez pour pointer un joueur présent (ou le réintégrer), décochez pour le retirer des rondes restant à apparier</translation>
    </message>
    <message>
        <source>&amp;Join…</source>
        <translation>I&amp;nscrire…</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>Dé&amp;sinscrire</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Print the round and the standings (%1)</source>
        <translation>Imprimer la ronde et le classement (%1)</translation>
    </message>
    <message>
        <source>Export St&amp;andings…</source>
        <translation>E&amp;xporter le classement…</translation>
    </message>
    <message>
        <source>Export Event Standings</source>
        <translation>Exporter le classement du tournoi</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;onde&#xa0;:</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>No events yet: &lt;b&gt;New Event…&lt;/b&gt; starts one.</source>
        <translation>Aucun tournoi pour l&apos;instant&#xa0;: &lt;b&gt;Nouveau tournoi…&lt;/b&gt; en crée un.</translation>
    </message>
    <message>
        <source>%1 of %2 rounds</source>
        <translation>rondes&#xa0;: %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <translation>
            <numerusform>%Ln ronde jouée</numerusform>
            <numerusform>%Ln rondes jouées</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2, %3, ratings from %4; %5; %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2, %3, cotes issues de %4&#xa0;; %5&#xa0;; %6</translation>
    </message>
    <message>
        <source>no leaderboard</source>
        <translation>aucun classement</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Corrected results have changed the standings that paired later rounds; those rounds were left as they were:
%1</source>
        <translation>Des résultats corrigés ont modifié le classement qui a servi à apparier les rondes suivantes&#xa0;; ces rondes ont été laissées telles quelles&#xa0;:
%1</translation>
    </message>
    <message>
        <source>%1 is not a match score: type the games each side won, such as 2-1, then Enter.</source>
        <translation>%1 n&apos;est pas un score de match&#xa0;: tapez les parties gagnées par chaque camp, par exemple 2-1, puis Entrée.</translation>
    </message>
    <message>
        <source>Games %1: Enter enters the match score.</source>
        <translation>Parties %1&#xa0;: Entrée saisit le score du match.</translation>
    </message>
    <message>
        <source>Table %1 is not a game of two: press Enter to enter its places.</source>
        <translation>La table %1 n&apos;est pas une partie à deux&#xa0;: appuyez sur Entrée pour saisir ses places.</translation>
    </message>
    <message>
        <source>This event&apos;s games cannot be drawn.</source>
        <translation>Les parties de ce tournoi ne peuvent pas être nulles.</translation>
    </message>
    <message>
        <source>Replace Result</source>
        <translation>Remplacer le résultat</translation>
    </message>
    <message>
        <source>Table %1 already has a result: %2.</source>
        <translation>La table %1 a déjà un résultat : %2.</translation>
    </message>
    <message>
        <source>Replace it with the new one?</source>
        <translation>Le remplacer par le nouveau ?</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>&amp;Keep It</source>
        <translation>&amp;Garder</translation>
    </message>
    <message>
        <source>the table keeps its result</source>
        <translation>la table garde son résultat</translation>
    </message>
    <message>
        <source>Pair This Round &amp;Again</source>
        <translation>Apparier à &amp;nouveau cette ronde</translation>
    </message>
    <message>
        <source>&amp;Rate by Leaderboard…</source>
        <translation>&amp;Coter selon un classement…</translation>
    </message>
    <message>
        <source>Half-point bye asked for in round %1</source>
        <translation>Exempt à un demi-point demandé pour la ronde %1</translation>
    </message>
    <message>
        <source>Cancel the Half-Point &amp;Bye in Round %1</source>
        <translation>Annuler l&apos;&amp;exempt à un demi-point à la ronde %1</translation>
    </message>
    <message>
        <source>Half-Point &amp;Bye in Round %1</source>
        <translation>&amp;Exempt à un demi-point à la ronde %1</translation>
    </message>
    <message>
        <source>The discipline&apos;s first leaderboard</source>
        <translation>Le premier classement de la discipline</translation>
    </message>
    <message>
        <source>Rate by Leaderboard</source>
        <translation>Coter selon un classement</translation>
    </message>
    <message>
        <source>Ratings that pair and seed %1:</source>
        <translation>Cotes servant aux appariements et aux têtes de série de %1&#xa0;:</translation>
    </message>
    <message>
        <source>Half-point byes asked for in rounds %1</source>
        <translation>Exempts d&apos;un demi-point demandés pour les rondes %1</translation>
    </message>
    <message>
        <source>&amp;Players Report Results from the Board</source>
        <translation>Les joueurs &amp;déclarent leurs résultats sur le tableau</translation>
    </message>
    <message>
        <source>Player &amp;Codes…</source>
        <translation>Codes des &amp;joueurs…</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Déclarations</translation>
    </message>
    <message>
        <source>Reports (%1)</source>
        <translation>Déclarations (%1)</translation>
    </message>
    <message>
        <source>Pairings of the round</source>
        <translation>Appariements de la ronde</translation>
    </message>
    <message>
        <source>Event standings</source>
        <translation>Classement du tournoi</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Participants</translation>
    </message>
    <message>
        <source>round %1 of %2 paired</source>
        <translation>ronde %1 sur %2 appariée</translation>
    </message>
    <message>
        <source>round %1 paired</source>
        <translation>ronde %1 appariée</translation>
    </message>
    <message>
        <source>%1: no entrant joins once the first round is paired</source>
        <translation>%1&#xa0;: plus aucune inscription une fois la première ronde appariée</translation>
    </message>
    <message>
        <source>&amp;Final for the Top Players…</source>
        <translation>&amp;Finale pour les meilleurs…</translation>
    </message>
    <message>
        <source>A new event of one lobby for the best players of these heats</source>
        <translation>Un nouveau tournoi d&apos;un seul salon pour les meilleurs joueurs de ces manches</translation>
    </message>
    <message>
        <source>A final needs at least two players still in %1.</source>
        <translation>Une finale demande au moins deux joueurs encore dans %1.</translation>
    </message>
    <message>
        <source>Final for the Top Players</source>
        <translation>Finale pour les meilleurs</translation>
    </message>
    <message>
        <source>Players from the top of %1&apos;s standings:</source>
        <translation>Joueurs du haut du classement de %1&#xa0;:</translation>
    </message>
    <message>
        <source>%1 Final</source>
        <translation>%1 – finale</translation>
    </message>
    <message>
        <source>New Event: Final of %1</source>
        <translation>Nouveau tournoi&#xa0;: finale de %1</translation>
    </message>
    <message>
        <source>Not paired in the next round, with no points for it; still in the event after</source>
        <translation>Pas apparié à la prochaine ronde, sans point pour elle&#xa0;; toujours dans le tournoi ensuite</translation>
    </message>
    <message>
        <source>Absent from round %1 (asked for)</source>
        <translation>Absent de la ronde %1 (demandé)</translation>
    </message>
    <message>
        <source>Absent from rounds %1 (asked for)</source>
        <translation>Absent des rondes %1 (demandé)</translation>
    </message>
    <message>
        <source>Cancel the &amp;Absence from Round %1</source>
        <translation>Annuler l&apos;&amp;absence à la ronde %1</translation>
    </message>
    <message>
        <source>&amp;Absent from Round %1 (No Points)</source>
        <translation>&amp;Absent à la ronde %1 (sans point)</translation>
    </message>
</context>
<context>
    <name>podium::ui::FilteredTable</name>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesModel</name>
    <message>
        <source>%1 (guest)</source>
        <translation>%1 (invité)</translation>
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
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Chacun pour soi</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesPage</name>
    <message>
        <source>Filter by player, discipline or date</source>
        <translation>Filtrer par joueur, discipline ou date</translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation>Supprimer le résultat</translation>
    </message>
    <message>
        <source>The games cannot be read: %1</source>
        <translation>Impossible de lire les parties&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %Ln game(s); reading the others…</source>
        <translation>
            <numerusform>La partie la plus récente&#xa0;; lecture des autres…</numerusform>
            <numerusform>Les %Ln parties les plus récentes&#xa0;; lecture des autres…</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Filter the games</source>
        <translation>Filtrer les parties</translation>
    </message>
</context>
<context>
    <name>podium::ui::HeadToHeadPage</name>
    <message>
        <source>the team of %1</source>
        <translation>l&apos;équipe de %1</translation>
    </message>
    <message>
        <source>every discipline</source>
        <translation>toutes disciplines</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 du %2 au %3</translation>
    </message>
    <message>
        <source>%1 from %2 on</source>
        <translation>%1 à partir du %2</translation>
    </message>
    <message>
        <source>%1 up to %2</source>
        <translation>%1 jusqu&apos;au %2</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, a draw %4, %5 wins %6.</source>
        <translation>Chances d&apos;après %1&#xa0;: victoire de %2 %3, nulle %4, victoire de %5 %6.</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5; the ratings leave %6 for a draw, though no game on this leaderboard has been drawn yet.</source>
        <translation>Chances d&apos;après %1&#xa0;: victoire de %2 %3, victoire de %4 %5&#xa0;; les cotes laissent %6 à la nulle, bien qu&apos;aucune partie de ce classement ne se soit encore terminée par une nulle.</translation>
    </message>
    <message>
        <source>Chances on %1: %2 can expect %3 of the points, %4 %5 (a draw counts half).</source>
        <translation>Chances d&apos;après %1&#xa0;: %2 peut espérer %3 des points, %4 %5 (une nulle compte pour moitié).</translation>
    </message>
    <message>
        <source>Chances on %1: %2 wins %3, %4 wins %5.</source>
        <translation>Chances d&apos;après %1&#xa0;: victoire de %2 %3, victoire de %4 %5.</translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s) head to head or on opposite teams:</source>
        <translation>
            <numerusform>Ils se sont affrontés %Ln fois en face-à-face ou dans des équipes opposées&#xa0;:</numerusform>
            <numerusform>Ils se sont affrontés %Ln fois en face-à-face ou dans des équipes opposées&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s):</source>
        <translation>
            <numerusform>Ils se sont affrontés %Ln fois&#xa0;:</numerusform>
            <numerusform>Ils se sont affrontés %Ln fois&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>no draws</source>
        <translation>aucune nulle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln nulle</numerusform>
            <numerusform>%Ln nulles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won %2, %3 won %4, %5.</source>
        <translation>%1 en a gagné %2, %3 en a gagné %4, %5.</translation>
    </message>
    <message>
        <source>%1 never finished ahead</source>
        <translation>%1 n&apos;a jamais terminé devant</translation>
    </message>
    <message numerus="yes">
        <source>%1 finished ahead %Ln time(s)</source>
        <translation>
            <numerusform>%1 a terminé devant %Ln fois</numerusform>
            <numerusform>%1 a terminé devant %Ln fois</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 never</source>
        <translation>%1 jamais</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln time(s)</source>
        <translation>
            <numerusform>%1 %Ln fois</numerusform>
            <numerusform>%1 %Ln fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They played %Ln free-for-all game(s) together:</source>
        <translation>
            <numerusform>Ils ont disputé ensemble %Ln partie chacun pour soi&#xa0;:</numerusform>
            <numerusform>Ils ont disputé ensemble %Ln parties chacun pour soi&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shared place %Ln time(s)</source>
        <translation>
            <numerusform>ex aequo %Ln fois</numerusform>
            <numerusform>ex aequo %Ln fois</numerusform>
        </translation>
    </message>
    <message>
        <source>They have not met in the leaderboard&apos;s games.</source>
        <translation>Ils ne se sont pas rencontrés dans les parties du classement.</translation>
    </message>
    <message>
        <source>A player, or a team as names separated by commas</source>
        <translation>Un joueur, ou une équipe sous forme de noms séparés par des virgules</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>C&amp;omparer</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Ca&amp;mp A&#xa0;:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Camp &amp;B&#xa0;:</translation>
    </message>
    <message>
        <source>Type a player or a team on each side, then press Compare.</source>
        <translation>Saisissez un joueur ou une équipe dans chaque camp, puis appuyez sur Comparer.</translation>
    </message>
    <message>
        <source>The list holds the leaderboard&apos;s games of %1 where they met: head to head, on opposite teams, or in the same free-for-all, where the better place is ahead.</source>
        <translation>La liste contient les parties du classement (%1) où ils se sont rencontrés&#xa0;: en face-à-face, dans des équipes opposées, ou dans la même partie chacun pour soi, où la meilleure place l&apos;emporte.</translation>
    </message>
    <message>
        <source>Choose a leaderboard at the top of the window, or create one in the Leaderboards menu: its ratings give the chances.</source>
        <translation>Choisissez un classement en haut de la fenêtre, ou créez-en un dans le menu Classements&#xa0;: ses cotes donnent les chances.</translation>
    </message>
    <message>
        <source>Type a player, or a team as names separated by commas, on each side.</source>
        <translation>Saisissez dans chaque camp un joueur, ou une équipe sous forme de noms séparés par des virgules.</translation>
    </message>
    <message>
        <source>Match quality %1.</source>
        <translation>Qualité du match&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Games between them</source>
        <translation>Parties entre eux</translation>
    </message>
</context>
<context>
    <name>podium::ui::ImportDialog</name>
    <message>
        <source>Import Games</source>
        <translation>Importer des parties</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Type a discipline, e.g. Tennis</source>
        <translation>Saisissez une discipline, par ex. Tennis</translation>
    </message>
    <message>
        <source>The discipline of these games: pick one of the club&apos;s or type a new one.</source>
        <translation>La discipline de ces parties&#xa0;: choisissez-en une du club ou saisissez-en une nouvelle.</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Discipline&#xa0;:</translation>
    </message>
    <message>
        <source>Player &amp;names:</source>
        <translation>&amp;Noms des joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tell apart players who would share a name by adding their ids</source>
        <translation>Dis&amp;tinguer les joueurs qui partageraient un nom en ajoutant leurs identifiants</translation>
    </message>
    <message>
        <source>The first games as they will be imported:</source>
        <translation>Les premières parties telles qu&apos;elles seront importées&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation>&amp;Choisir un fichier…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation>Joueurs, places et scores</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The ids in the file</source>
        <translation>Les identifiants du fichier</translation>
    </message>
    <message>
        <source>From a players file (id, name)</source>
        <translation>D&apos;un fichier de joueurs (id, name)</translation>
    </message>
    <message>
        <source>From the column &apos;%1&apos;</source>
        <translation>De la colonne &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The ids made readable (ann-lee: Ann Lee)</source>
        <translation>Les identifiants rendus lisibles (ann-lee&#xa0;: Ann Lee)</translation>
    </message>
    <message>
        <source>Players File</source>
        <translation>Fichier de joueurs</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more name(s) would be shared as well.</source>
        <translation>
            <numerusform>%Ln autre nom serait également partagé.</numerusform>
            <numerusform>%Ln autres noms seraient également partagés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lecture du fichier…</translation>
    </message>
    <message>
        <source>The file cannot be imported as it is. Nothing has been written to the club.</source>
        <translation>Le fichier ne peut pas être importé en l&apos;état. Rien n&apos;a été écrit dans le club.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1.</source>
        <translation>
            <numerusform>%Ln partie entre %1.</numerusform>
            <numerusform>%Ln parties entre %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Name their discipline to import them.</source>
        <translation>Indiquez leur discipline pour les importer.</translation>
    </message>
    <message>
        <source>The players are named by their ids.</source>
        <translation>Les joueurs sont nommés par leurs identifiants.</translation>
    </message>
    <message>
        <source>Choose the players file that names them.</source>
        <translation>Choisissez le fichier de joueurs qui les nomme.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them named.</source>
        <translation>
            <numerusform>%Ln d&apos;entre eux a un nom.</numerusform>
            <numerusform>%Ln d&apos;entre eux ont un nom.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keep(s) the id as name, having none in the names: %1</source>
        <translation>
            <numerusform>%Ln garde son identifiant comme nom, faute d&apos;en avoir un dans les noms&#xa0;: %1</numerusform>
            <numerusform>%Ln gardent leur identifiant comme nom, faute d&apos;en avoir un dans les noms&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Chacun pour soi</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
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
            <numerusform>&amp;Exempt à un demi-point pour chaque ronde manquée (%Ln ronde)</numerusform>
            <numerusform>&amp;Exempt à un demi-point pour chaque ronde manquée (%Ln rondes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Join %1</source>
        <translation>Inscription à %1</translation>
    </message>
    <message>
        <source>As arbiters give a late entry: the draw&apos;s points for each round already paired</source>
        <translation>Comme les arbitres l&apos;accordent à une inscription tardive&#xa0;: les points d&apos;une nulle pour chaque ronde déjà appariée</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Inscrire</translation>
    </message>
    <message>
        <source>%1 is not in the club. Did you mean %2?</source>
        <translation>%1 n&apos;est pas dans le club. Vouliez-vous dire %2&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is new to the club and joins it.</source>
        <translation>%1 est nouveau au club et y entre.</translation>
    </message>
</context>
<context>
    <name>podium::ui::Labels</name>
    <message>
        <source>Swiss</source>
        <translation>Système suisse</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>Élimination directe</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Double élimination</translation>
    </message>
    <message>
        <source>Free-for-all heats</source>
        <translation>Manches chacun pour soi</translation>
    </message>
    <message>
        <source>Buchholz cut 1</source>
        <translation>Buchholz tronqué 1</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz médian</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Confrontation directe</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Opponents&apos; match-win %</source>
        <translation>% de matchs gagnés des adversaires</translation>
    </message>
    <message>
        <source>Game-win %</source>
        <translation>% de parties gagnées</translation>
    </message>
    <message>
        <source>Opponents&apos; game-win %</source>
        <translation>% de parties gagnées des adversaires</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>FIDE Dutch system</source>
        <translation>Système hollandais FIDE</translation>
    </message>
    <message>
        <source>Card-game Swiss</source>
        <translation>Suisse pour jeux de cartes</translation>
    </message>
    <message>
        <source>Closest ratings</source>
        <translation>Cotes les plus proches</translation>
    </message>
    <message>
        <source>FIDE Dutch system: top half against bottom half, colours balanced — for chess and games with sides.</source>
        <translation>Système hollandais FIDE&#xa0;: moitié supérieure contre moitié inférieure, couleurs équilibrées — pour les échecs et les jeux à camps.</translation>
    </message>
    <message>
        <source>Card-game Swiss: 3 points a win, random pairing in each point group, tie-breaks by opponents&apos; match-win % — for card and video games.</source>
        <translation>Suisse pour jeux de cartes&#xa0;: 3 points par victoire, appariement aléatoire dans chaque groupe de points, départage au&#xa0;% de matchs gagnés des adversaires — pour les jeux de cartes et les jeux vidéo.</translation>
    </message>
    <message>
        <source>Closest ratings within score groups: casual club nights, not a standard Swiss.</source>
        <translation>Cotes les plus proches au sein des groupes de points&#xa0;: soirées de club détendues, pas un système suisse standard.</translation>
    </message>
    <message>
        <source>Best match quality within score groups</source>
        <translation>Meilleure qualité de match au sein des groupes de points</translation>
    </message>
    <message>
        <source>Top half against bottom half</source>
        <translation>Moitié supérieure contre moitié inférieure</translation>
    </message>
    <message>
        <source>Lobbies of equal strength</source>
        <translation>Salons de force égale</translation>
    </message>
    <message>
        <source>Seeded snake style</source>
        <translation>Têtes de série en serpentin</translation>
    </message>
    <message>
        <source>Seeded by rating</source>
        <translation>Têtes de série selon la cote</translation>
    </message>
    <message>
        <source>Seeded in the order of entry</source>
        <translation>Têtes de série dans l&apos;ordre d&apos;inscription</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>non commencé</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>shared place</source>
        <translation>place partagée</translation>
    </message>
    <message>
        <source>μ, a new player&apos;s mean</source>
        <translation>μ, moyenne d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <source>σ, a new player&apos;s uncertainty</source>
        <translation>σ, incertitude d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <source>β, performance spread</source>
        <translation>β, dispersion des performances</translation>
    </message>
    <message>
        <source>τ, drift between games</source>
        <translation>τ, dérive entre les parties</translation>
    </message>
    <message>
        <source>Draw probability</source>
        <translation>Probabilité de nulle</translation>
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
        <translation>Cote de départ</translation>
    </message>
    <message>
        <source>T, spread</source>
        <translation>T, dispersion</translation>
    </message>
    <message>
        <source>Game multiplier</source>
        <translation>Multiplicateur de partie</translation>
    </message>
    <message>
        <source>Longest game (minutes)</source>
        <translation>Partie la plus longue (minutes)</translation>
    </message>
    <message>
        <source>Rating period</source>
        <translation>Période de cotation</translation>
    </message>
    <message>
        <source>Partial play</source>
        <translation>Jeu partiel</translation>
    </message>
    <message>
        <source>RD, a new player&apos;s deviation</source>
        <translation>RD, écart d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <source>Volatility, a new player&apos;s</source>
        <translation>Volatilité d&apos;un nouveau joueur</translation>
    </message>
    <message>
        <source>Game: every game is rated at once, for its players only. Day, week or month: each player is rated once per calendar period from all their games in it, and an RD grows through periods without one.</source>
        <translation>Chaque partie&#xa0;: chaque partie est cotée immédiatement, pour ses seuls joueurs. Jour, semaine ou mois&#xa0;: chaque joueur est coté une fois par période calendaire à partir de toutes ses parties de la période, et son RD augmente au fil des périodes sans partie.</translation>
    </message>
    <message>
        <source>The rating a new player starts with (Glickman&apos;s 1500).</source>
        <translation>La cote avec laquelle un nouveau joueur commence (1500 chez Glickman).</translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s rating is (Glickman&apos;s 350); no RD ever grows past it.</source>
        <translation>Le degré d&apos;incertitude de la cote d&apos;un nouveau joueur (350 chez Glickman)&#xa0;; aucun RD ne dépasse jamais cette valeur.</translation>
    </message>
    <message>
        <source>How erratic a new player&apos;s results are expected to be (Glickman&apos;s 0.06).</source>
        <translation>Le degré d&apos;irrégularité attendu des résultats d&apos;un nouveau joueur (0,06 chez Glickman).</translation>
    </message>
    <message>
        <source>How fast the volatility may change: Glickman advises 0.3 to 1.2.</source>
        <translation>La vitesse à laquelle la volatilité peut changer&#xa0;: Glickman conseille de 0,3 à 1,2.</translation>
    </message>
    <message>
        <source>The skill a player starts with; ratings are shown as μ − kσ.</source>
        <translation>Le niveau avec lequel un joueur commence&#xa0;; les cotes sont affichées sous la forme μ − kσ.</translation>
    </message>
    <message>
        <source>How unsure a new player&apos;s skill is; it shrinks as they play.</source>
        <translation>Le degré d&apos;incertitude du niveau d&apos;un nouveau joueur&#xa0;; il diminue à mesure qu&apos;il joue.</translation>
    </message>
    <message>
        <source>The rating difference that makes the stronger player about 76 % sure to win (200 is chess&apos;s 400-point scale).</source>
        <translation>L&apos;écart de cote qui donne au joueur le plus fort environ 76&#xa0;% de chances de gagner (200 correspond à l&apos;échelle de 400 points des échecs).</translation>
    </message>
    <message>
        <source>How much one game&apos;s performance varies around the skill: larger makes upsets likelier.</source>
        <translation>À quel point la performance sur une partie varie autour du niveau&#xa0;: plus la valeur est grande, plus les surprises sont probables.</translation>
    </message>
    <message>
        <source>Uncertainty added before each game, so that ratings keep moving over a long history.</source>
        <translation>Incertitude ajoutée avant chaque partie, pour que les cotes continuent d&apos;évoluer sur un long historique.</translation>
    </message>
    <message>
        <source>How often two equal players draw; 0 for games that cannot be drawn.</source>
        <translation>La fréquence des nulles entre deux joueurs de même niveau&#xa0;; 0 pour les jeux où la nulle est impossible.</translation>
    </message>
    <message>
        <source>The most a rating moves in one game (chess clubs use 10 to 40).</source>
        <translation>La variation maximale d&apos;une cote en une partie (les clubs d&apos;échecs utilisent de 10 à 40).</translation>
    </message>
    <message>
        <source>How cautious the shown rating is: μ − kσ, so 3 puts a player 99.9 % sure above it.</source>
        <translation>La prudence de la cote affichée&#xa0;: μ − kσ, donc avec 3 un joueur a 99,9&#xa0;% de certitude d&apos;être au-dessus.</translation>
    </message>
    <message>
        <source>From minutes: a player&apos;s weight is their minutes over the longest in the game, so five minutes of twenty move a rating a quarter as much.</source>
        <translation>D&apos;après les minutes&#xa0;: le poids d&apos;un joueur est son temps de jeu divisé par le plus long de la partie, donc cinq minutes sur vingt font varier une cote quatre fois moins.</translation>
    </message>
    <message>
        <source>Logistic is chess&apos;s Elo; Gaussian is the TrueSkill paper&apos;s Elo baseline.</source>
        <translation>Logistique est l&apos;Elo des échecs&#xa0;; Gaussienne est l&apos;Elo de référence de l&apos;article TrueSkill.</translation>
    </message>
    <message>
        <source>The rating a new player starts with (the description&apos;s 500).</source>
        <translation>La cote avec laquelle un nouveau joueur commence (500 dans la description).</translation>
    </message>
    <message>
        <source>The rating a new player starts with.</source>
        <translation>La cote avec laquelle un nouveau joueur commence.</translation>
    </message>
    <message>
        <source>The spread of the ratings: T points ahead makes a player 73 % likely to outscore the other.</source>
        <translation>La dispersion des cotes&#xa0;: T points d&apos;avance donnent à un joueur 73&#xa0;% de chances de marquer plus que l&apos;autre.</translation>
    </message>
    <message>
        <source>Points at stake per minute played: a game moves a rating by at most this much a minute.</source>
        <translation>Points en jeu par minute jouée&#xa0;: une partie fait varier une cote d&apos;au plus cette valeur par minute.</translation>
    </message>
    <message>
        <source>A longer game counts as this many minutes (the description&apos;s MAX_GAME_LENGTH).</source>
        <translation>Une partie plus longue compte pour ce nombre de minutes (MAX_GAME_LENGTH dans la description).</translation>
    </message>
    <message>
        <source>Logistic (chess)</source>
        <translation>Logistique (échecs)</translation>
    </message>
    <message>
        <source>Gaussian (the TrueSkill paper&apos;s baseline)</source>
        <translation>Gaussienne (référence de l&apos;article TrueSkill)</translation>
    </message>
    <message>
        <source>Off: everyone counts fully</source>
        <translation>Désactivé&#xa0;: tous comptent</translation>
    </message>
    <message>
        <source>From the minutes played</source>
        <translation>D&apos;après les minutes jouées</translation>
    </message>
    <message>
        <source>Each game</source>
        <translation>Chaque partie</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Week (Monday to Sunday)</source>
        <translation>Semaine (du lundi au dimanche)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>the higher score group could not be paired within itself without a rematch or leaving someone out</source>
        <translation>le groupe de points supérieur ne pouvait pas être apparié en son sein sans revanche ni joueur laissé de côté</translation>
    </message>
    <message>
        <source>the quality pairing weighs score groups against closeness in rating, and crosses a group for a closer game, to avoid a rematch or to leave no one out</source>
        <translation>l&apos;appariement par qualité met en balance les groupes de points et la proximité des cotes, et franchit un groupe pour une partie plus serrée, pour éviter une revanche ou ne laisser personne de côté</translation>
    </message>
    <message>
        <source>%1 on %2 floats down to %3 on %4: %5</source>
        <translation>%1 (%2) descend en flotteur contre %3 (%4)&#xa0;: %5</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Still in</source>
        <translation>Encore en lice</translation>
    </message>
    <message>
        <source>Not in the draw</source>
        <translation>Hors tableau</translation>
    </message>
    <message>
        <source>Lost the grand final</source>
        <translation>Battu en grande finale</translation>
    </message>
    <message>
        <source>Lost the losers&apos; final</source>
        <translation>Battu en finale des perdants</translation>
    </message>
    <message>
        <source>Out in losers&apos; round %1</source>
        <translation>Éliminé à la ronde %1 des perdants</translation>
    </message>
    <message>
        <source>Lost the final</source>
        <translation>Battu en finale</translation>
    </message>
    <message>
        <source>Out in the semi-finals</source>
        <translation>Éliminé en demi-finale</translation>
    </message>
    <message>
        <source>Out in round %1</source>
        <translation>Éliminé à la ronde %1</translation>
    </message>
    <message>
        <source>#%1 (%2) floats down to #%3 (%4)</source>
        <translation>#%1 (%2) descend vers #%3 (%4)</translation>
    </message>
    <message>
        <source>#%1 (%2) meets #%3 (%4) of a lower score group: a downfloat (FIDE Dutch system, C.04.3 article 1.4)</source>
        <translation>#%1 (%2) rencontre #%3 (%4) d&apos;un groupe de points inférieur&#xa0;: flotteur descendant (système hollandais FIDE, C.04.3 article 1.4)</translation>
    </message>
    <message>
        <source>#%1 does not get white</source>
        <translation>#%1 n&apos;a pas les blancs</translation>
    </message>
    <message>
        <source>#%1 does not get black</source>
        <translation>#%1 n&apos;a pas les noirs</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour of their absolute preference</source>
        <translation>#%1 n&apos;a pas les blancs, couleur de sa préférence absolue</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour of their absolute preference</source>
        <translation>#%1 n&apos;a pas les noirs, couleur de sa préférence absolue</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour of their strong preference</source>
        <translation>#%1 n&apos;a pas les blancs, couleur de sa préférence forte</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour of their strong preference</source>
        <translation>#%1 n&apos;a pas les noirs, couleur de sa préférence forte</translation>
    </message>
    <message>
        <source>#%1 does not get white, the colour they prefer</source>
        <translation>#%1 n&apos;a pas les blancs, sa couleur préférée</translation>
    </message>
    <message>
        <source>#%1 does not get black, the colour they prefer</source>
        <translation>#%1 n&apos;a pas les noirs, sa couleur préférée</translation>
    </message>
    <message>
        <source>(FIDE Dutch system, C.04.3 article 5.2)</source>
        <translation>(système hollandais FIDE, C.04.3 article 5.2)</translation>
    </message>
    <message>
        <source>Pairing-allocated bye</source>
        <translation>Exempt d&apos;appariement</translation>
    </message>
    <message>
        <source>Pairing-allocated bye: to a player who has had neither a bye nor a point without playing, from the lowest score group the rest of the round allows (FIDE Dutch system, C.04.3 C2 and C5)</source>
        <translation>Exempt d&apos;appariement&#xa0;: à un joueur qui n&apos;a eu ni exempt ni point sans jouer, dans le groupe de points le plus bas que permet le reste de la ronde (système hollandais FIDE, C.04.3 C2 et C5)</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a field&apos;s label: its name and a colon</comment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Seeded by known rating (FIDE, national)</source>
        <translation>Têtes de série selon la cote connue (FIDE, nationale)</translation>
    </message>
    <message>
        <source>Half-point bye on request</source>
        <translation>Exempt à un demi-point sur demande</translation>
    </message>
    <message>
        <source>Half-point bye: the player asked for it before the round was paired, and scores a draw&apos;s points without playing</source>
        <translation>Exempt à un demi-point&#xa0;: demandé avant l&apos;appariement de la ronde&#xa0;; le joueur marque les points d&apos;une nulle sans jouer</translation>
    </message>
    <message>
        <source>Absent on request</source>
        <translation>Absent sur demande</translation>
    </message>
    <message>
        <source>Absent: the player said before the round was paired that they would not play in it; no points, and they stay in the event</source>
        <translation>Absent&#xa0;: le joueur a dit avant l&apos;appariement de la ronde qu&apos;il n&apos;y jouerait pas&#xa0;; aucun point, et il reste dans le tournoi</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardActions</name>
    <message>
        <source>Lea&amp;derboards</source>
        <translation>C&amp;lassements</translation>
    </message>
    <message>
        <source>&amp;New Leaderboard…</source>
        <translation>&amp;Nouveau classement…</translation>
    </message>
    <message>
        <source>&amp;Edit Leaderboard…</source>
        <translation>&amp;Modifier le classement…</translation>
    </message>
    <message>
        <source>&amp;Delete Leaderboard</source>
        <translation>&amp;Supprimer le classement</translation>
    </message>
    <message>
        <source>&amp;Create Leaderboard…</source>
        <translation>&amp;Créer un classement…</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message numerus="yes">
        <source>No leaderboard rates the %Ln game(s) of %1 yet.</source>
        <translation>
            <numerusform>Aucun classement ne cote encore les parties de %1 (%Ln partie).</numerusform>
            <numerusform>Aucun classement ne cote encore les parties de %1 (%Ln parties).</numerusform>
        </translation>
    </message>
    <message>
        <source>New Leaderboard</source>
        <translation>Nouveau classement</translation>
    </message>
    <message>
        <source>Edit Leaderboard</source>
        <translation>Modifier le classement</translation>
    </message>
    <message>
        <source>Delete Leaderboard</source>
        <translation>Supprimer le classement</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardDialog</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>A&amp;u</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>All disciplines</source>
        <translation>Toutes les disciplines</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>D&amp;iscipline&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithme&#xa0;:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Parties jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Parameters of %1</source>
        <translation>Paramètres de %1</translation>
    </message>
    <message>
        <source>Default %1; from %2 to %3.</source>
        <translation>Par défaut %1&#xa0;; de %2 à %3.</translation>
    </message>
    <message>
        <source>From the &amp;games</source>
        <translation>D&apos;après les &amp;parties</translation>
    </message>
    <message>
        <source>Sets the draw probability to the share of drawn pairs of sides (next to each other in the finishing order) in the games this leaderboard holds</source>
        <translation>Règle la probabilité de nulle sur la proportion de paires de camps à égalité (voisins dans l&apos;ordre d&apos;arrivée) dans les parties de ce classement</translation>
    </message>
    <message>
        <source>No games yet to take a draw probability from.</source>
        <translation>Pas encore de parties dont tirer une probabilité de nulle.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln pair(s) of sides in these games were drawn.</source>
        <translation>
            <numerusform>Nulles dans ces parties&#xa0;: %1 sur %Ln paire de camps.</numerusform>
            <numerusform>Nulles dans ces parties&#xa0;: %1 sur %Ln paires de camps.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardModel</name>
    <message numerus="yes">
        <source>Provisional: only %Ln game(s) played; ratings settle after about %1.</source>
        <translation>
            <numerusform>Provisoire&#xa0;: %Ln partie jouée seulement&#xa0;; les cotes se stabilisent après environ %1 parties.</numerusform>
            <numerusform>Provisoire&#xa0;: %Ln parties jouées seulement&#xa0;; les cotes se stabilisent après environ %1 parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (RD %1, settled at %2 or less).</source>
        <translation>Provisoire&#xa0;: la cote est encore incertaine (RD %1, stable à %2 ou moins).</translation>
    </message>
    <message>
        <source>Provisional: the rating is still uncertain (sigma %1, settled at %2 or less).</source>
        <translation>Provisoire&#xa0;: la cote est encore incertaine (sigma %1, stable à %2 ou moins).</translation>
    </message>
    <message numerus="yes">
        <source>Change of the rating over the last %Ln game(s)</source>
        <translation>
            <numerusform>Évolution de la cote sur la dernière partie (%Ln)</numerusform>
            <numerusform>Évolution de la cote sur les %Ln dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating (r−2RD)</source>
        <translation>Cote (r−2RD)</translation>
    </message>
    <message>
        <source>Rating (μ−3σ)</source>
        <translation>Cote (μ−3σ)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message numerus="yes">
        <source>Last %Ln</source>
        <translation>
            <numerusform>%Ln dernière</numerusform>
            <numerusform>%Ln dernières</numerusform>
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
        <translation>Volatilité</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
    <message>
        <source>D</source>
        <translation>N</translation>
    </message>
    <message>
        <source>L</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardPage</name>
    <message>
        <source>Filter by name</source>
        <translation>Filtrer par nom</translation>
    </message>
    <message>
        <source>&amp;Open the Game…</source>
        <translation>&amp;Ouvrir la partie…</translation>
    </message>
    <message>
        <source>Edit the result of the game this leaderboard cannot rate</source>
        <translation>Modifier le résultat de la partie que ce classement ne peut pas coter</translation>
    </message>
    <message>
        <source>Sho&amp;w in Games</source>
        <translation>&amp;Voir dans les parties</translation>
    </message>
    <message>
        <source>Select the game in the game log, where it can be edited or deleted</source>
        <translation>Sélectionner la partie dans le journal des parties, où elle peut être modifiée ou supprimée</translation>
    </message>
    <message>
        <source>Leaderboard Se&amp;ttings…</source>
        <translation>Para&amp;mètres du classement…</translation>
    </message>
    <message>
        <source>Change what the leaderboard allows, such as its draw probability</source>
        <translation>Modifier ce que le classement autorise, comme sa probabilité de nulle</translation>
    </message>
    <message>
        <source>all disciplines</source>
        <translation>toutes disciplines</translation>
    </message>
    <message>
        <source>The leaderboard &apos;%1&apos; cannot show its standings.</source>
        <translation>Le classement &apos;%1&apos; ne peut pas être affiché.</translation>
    </message>
    <message>
        <source>any</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Hides the players with fewer games than this</source>
        <translation>Masque les joueurs ayant moins de parties que ce nombre</translation>
    </message>
    <message>
        <source>Mi&amp;nimum games:</source>
        <translation>Parties mi&amp;nimum&#xa0;:</translation>
    </message>
    <message>
        <source>No leaderboard yet: Leaderboards &gt; New Leaderboard… makes one.</source>
        <translation>Aucun classement pour l&apos;instant&#xa0;: Classements &gt; Nouveau classement… en crée un.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s); %1, %2</source>
        <translation>
            <numerusform>%Ln joueur&#xa0;; %1, %2</numerusform>
            <numerusform>%Ln joueurs&#xa0;; %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln player(s); %2, %3</source>
        <translation>
            <numerusform>%1 sur %Ln joueur&#xa0;; %2, %3</numerusform>
            <numerusform>%1 sur %Ln joueurs&#xa0;; %2, %3</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;i&gt;Name ?&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nom ?&lt;/i&gt;</translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games, or a rating still uncertain</source>
        <translation>%1 provisoire&#xa0;: moins de %2 parties, ou cote encore incertaine</translation>
    </message>
    <message>
        <source>%1 provisional: fewer than %2 games</source>
        <translation>%1 provisoire&#xa0;: moins de %2 parties</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Filter the standings</source>
        <translation>Filtrer le classement</translation>
    </message>
</context>
<context>
    <name>podium::ui::MainWindow</name>
    <message>
        <source>Leaderboard: discipline and algorithm</source>
        <translation>Classement&#xa0;: discipline et algorithme</translation>
    </message>
    <message>
        <source>This step could not be taken, and has left the undo history:

%1</source>
        <translation>Cette étape n&apos;a pas pu être effectuée et a été retirée de l&apos;historique d&apos;annulation&#xa0;:

%1</translation>
    </message>
    <message>
        <source>%1 (read-only) - Podium</source>
        <translation>%1 (lecture seule) - Podium</translation>
    </message>
    <message>
        <source>%1 - Podium</source>
        <translation>%1 - Podium</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
    <message>
        <source>This club cannot be changed: %1. Standings, lists and exports work.</source>
        <translation>Ce club ne peut pas être modifié&#xa0;: %1. Les classements, les listes et les exportations restent disponibles.</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>&amp;Classement</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Event&amp;s</source>
        <translation>&amp;Tournois</translation>
    </message>
    <message>
        <source>Pa&amp;irings</source>
        <translation>Appar&amp;iements</translation>
    </message>
    <message>
        <source>Add Player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Rename Player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>New name for %1:</source>
        <translation>Nouveau nom pour %1&#xa0;:</translation>
    </message>
    <message>
        <source>Merge Players</source>
        <translation>Fusionner des joueurs</translation>
    </message>
    <message>
        <source>%1 and this player are the same person; their games combine under this name:</source>
        <translation>%1 et ce joueur sont la même personne&#xa0;; leurs parties sont regroupées sous ce nom&#xa0;:</translation>
    </message>
    <message>
        <source>Delete Player</source>
        <translation>Supprimer le joueur</translation>
    </message>
    <message>
        <source>Retire Player</source>
        <translation>Désactiver le joueur</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Barre principale</translation>
    </message>
    <message>
        <source> Leaderboard: </source>
        <translation> Classement&#xa0;: </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Club…</source>
        <translation>&amp;Nouveau club…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un club &amp;récent</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>&amp;Import Games…</source>
        <translation>&amp;Importer des parties…</translation>
    </message>
    <message>
        <source>&amp;Export Standings…</source>
        <translation>&amp;Exporter le classement…</translation>
    </message>
    <message>
        <source>Export &amp;Games…</source>
        <translation>Exporter les &amp;parties…</translation>
    </message>
    <message>
        <source>Import E&amp;vent from TRF…</source>
        <translation>Importer un &amp;tournoi depuis TRF…</translation>
    </message>
    <message>
        <source>Export Event as &amp;TRF…</source>
        <translation>E&amp;xporter le tournoi en TRF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Re&amp;chercher…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>Sys&amp;tème</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Résultats</translation>
    </message>
    <message>
        <source>&amp;New Result…</source>
        <translation>&amp;Nouveau résultat…</translation>
    </message>
    <message>
        <source>&amp;Edit Result…</source>
        <translation>&amp;Modifier le résultat…</translation>
    </message>
    <message>
        <source>&amp;Delete Result</source>
        <translation>&amp;Supprimer le résultat</translation>
    </message>
    <message>
        <source>This club has no leaderboards yet.</source>
        <translation>Ce club n&apos;a encore aucun classement.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln player(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %Ln joueur</numerusform>
            <numerusform>%1&#xa0;: %Ln joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Game %1 is not in the game log any more.</source>
        <translation>La partie %1 n&apos;est plus dans le journal des parties.</translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation>Ouvrir un club</translation>
    </message>
    <message>
        <source>New Result</source>
        <translation>Nouveau résultat</translation>
    </message>
    <message>
        <source>Edit Result</source>
        <translation>Modifier le résultat</translation>
    </message>
    <message>
        <source>Delete Result</source>
        <translation>Supprimer le résultat</translation>
    </message>
    <message>
        <source>This game is the result of %1, round %2, table %3. Delete it? That table will have no result until one is entered again (Edit &gt; Undo puts it back).</source>
        <translation>Cette partie est le résultat de %1, ronde %2, table %3. La supprimer&#xa0;? Cette table n&apos;aura plus de résultat tant qu&apos;un nouveau résultat n&apos;aura pas été saisi (Édition &gt; Annuler le rétablit).</translation>
    </message>
    <message numerus="yes">
        <source>Changed by another program: %Ln player(s) moved on the leaderboard</source>
        <translation>
            <numerusform>Modifié par un autre programme&#xa0;: %Ln joueur a changé de place dans le classement</numerusform>
            <numerusform>Modifié par un autre programme&#xa0;: %Ln joueurs ont changé de place dans le classement</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed by another program; every page shows the club as it is now</source>
        <translation>Modifié par un autre programme&#xa0;; chaque page affiche le club dans son état actuel</translation>
    </message>
    <message numerus="yes">
        <source>Ratings replayed from %1: %Ln player(s) changed</source>
        <translation>
            <numerusform>Cotes recalculées depuis le %1&#xa0;: %Ln joueur modifié</numerusform>
            <numerusform>Cotes recalculées depuis le %1&#xa0;: %Ln joueurs modifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s) changed on the leaderboard</source>
        <translation>
            <numerusform>%Ln joueur modifié dans le classement</numerusform>
            <numerusform>%Ln joueurs modifiés dans le classement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed: %Ln player(s) moved</source>
        <translation>
            <numerusform>%1 recalculé&#xa0;: %Ln joueur a changé de place</numerusform>
            <numerusform>%1 recalculé&#xa0;: %Ln joueurs ont changé de place</numerusform>
        </translation>
    </message>
    <message>
        <source>Head to Head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>Podium follows the system&apos;s language from its next start.</source>
        <translation>Podium suivra la langue du système à partir de son prochain démarrage.</translation>
    </message>
    <message>
        <source>Podium speaks %1 from its next start.</source>
        <translation>Langue de Podium à partir de son prochain démarrage&#xa0;: %1.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About Podium</source>
        <translation>À &amp;propos de Podium</translation>
    </message>
    <message>
        <source>About Podium</source>
        <translation>À propos de Podium</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&lt;p&gt;Leaderboards, ratings and tournaments for clubs and LAN parties, on your own computer.&lt;/p&gt;&lt;p&gt;Copyright © 2026 the Podium developers. Podium is free software under the GNU General Public License, version 3 or later; it comes with no warranty.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ratings:&lt;/b&gt; TrueSkill by Ralf Herbrich, Tom Minka and Thore Graepel; Glicko-2 by Mark Glickman; Elo by Arpad Elo; the score-per-hour rating of ZoneStats.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tournaments:&lt;/b&gt; the FIDE Dutch system and Berger tables from the FIDE Handbook; the card-game Swiss after the Magic Tournament Rules.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Classements, cotes et tournois pour les clubs et les LAN parties, sur votre propre ordinateur.&lt;/p&gt;&lt;p&gt;Copyright © 2026 les développeurs de Podium. Podium est un logiciel libre distribué sous la licence GNU General Public License, version 3 ou ultérieure&#xa0;; il est fourni sans aucune garantie.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cotes&#xa0;:&lt;/b&gt; TrueSkill de Ralf Herbrich, Tom Minka et Thore Graepel&#xa0;; Glicko-2 de Mark Glickman&#xa0;; Elo d&apos;Arpad Elo&#xa0;; la cote du score par heure de ZoneStats.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tournois&#xa0;:&lt;/b&gt; le système hollandais FIDE et les tables de Berger du Manuel de la FIDE&#xa0;; le système suisse pour jeux de cartes d&apos;après les Magic Tournament Rules.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Built with Qt %1 (Qt Charts, Qt SQL), SQLite and LEMON.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Réalisé avec Qt %1 (Qt Charts, Qt SQL), SQLite et LEMON.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>chart.png</source>
        <translation>graphique.png</translation>
    </message>
    <message>
        <source>Connect to &amp;Server…</source>
        <translation>Se connecter à un &amp;serveur…</translation>
    </message>
    <message>
        <source>Not connected: reconnecting…</source>
        <translation>Non connecté&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <source>The connection to %1 is lost. Podium connects again as soon as the server answers; until then nothing can be changed.</source>
        <translation>La connexion à %1 est perdue. Podium se reconnecte dès que le serveur répond&#xa0;; d’ici là, rien ne peut être modifié.</translation>
    </message>
    <message numerus="yes">
        <source>Connected again; %Ln change(s) made by other desks meanwhile are shown.</source>
        <translation>
            <numerusform>Reconnecté&#xa0;; %Ln modification faite entre-temps par d’autres postes est affichée.</numerusform>
            <numerusform>Reconnecté&#xa0;; %Ln modifications faites entre-temps par d’autres postes sont affichées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Chart &amp;as Image…</source>
        <translation>Enregistrer le &amp;graphique comme image…</translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln players (%1), or one player named &apos;%2&apos;?</source>
        <translation>
            <numerusform>Ajouter %Ln joueur (%1), ou un seul joueur nommé «&#xa0;%2&#xa0;»&#xa0;?</numerusform>
            <numerusform>Ajouter %Ln joueurs (%1), ou un seul joueur nommé «&#xa0;%2&#xa0;»&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln &amp;Players</source>
        <translation>
            <numerusform>&amp;Ajouter %Ln joueur</numerusform>
            <numerusform>&amp;Ajouter %Ln joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Add &amp;One Player</source>
        <translation>Ajouter &amp;un seul joueur</translation>
    </message>
    <message>
        <source>Player Info</source>
        <translation>Fiche du joueur</translation>
    </message>
</context>
<context>
    <name>podium::ui::PairingsPage</name>
    <message>
        <source>Games Star&amp;ted</source>
        <translation>Parties comme&amp;ncées</translation>
    </message>
    <message>
        <source>E&amp;nter Result…</source>
        <translation>Saisir le rés&amp;ultat…</translation>
    </message>
    <message>
        <source>New Event &amp;with These Players…</source>
        <translation>Nou&amp;veau tournoi avec ces joueurs…</translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Players present</source>
        <translation>Joueurs présents</translation>
    </message>
    <message>
        <source>Head to head: one round</source>
        <translation>Face-à-face&#xa0;: une ronde</translation>
    </message>
    <message>
        <source>Balanced teams</source>
        <translation>Équipes équilibrées</translation>
    </message>
    <message>
        <source>Free-for-all lobbies</source>
        <translation>Salons chacun pour soi</translation>
    </message>
    <message>
        <source>Club night: next games</source>
        <translation>Soirée club&#xa0;: prochaines parties</translation>
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
        <translation>Paires de joueurs qui jouent dans la même équipe</translation>
    </message>
    <message>
        <source>Pairs of players who play in different teams</source>
        <translation>Paires de joueurs qui jouent dans des équipes différentes</translation>
    </message>
    <message>
        <source>S&amp;uggest</source>
        <translation>Pr&amp;oposer</translation>
    </message>
    <message>
        <source>The result of the chosen game, its players filled in (or double-click the game)</source>
        <translation>Le résultat de la partie choisie, avec ses joueurs déjà remplis (ou double-cliquez sur la partie)</translation>
    </message>
    <message>
        <source>A new event with these players: a Swiss event for a round, heats for lobbies</source>
        <translation>Un nouveau tournoi avec ces joueurs&#xa0;: un système suisse pour une ronde, des manches pour des salons</translation>
    </message>
    <message>
        <source>M&amp;ode:</source>
        <translation>&amp;Mode&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Keep together:</source>
        <translation>Garder ensem&amp;ble&#xa0;:</translation>
    </message>
    <message>
        <source>Keep &amp;apart:</source>
        <translation>&amp;Garder séparés&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualité</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Victoire du 1er</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter on it, to enter its result</source>
        <translation>Double-cliquez sur une partie, ou appuyez sur Entrée dessus, pour saisir son résultat</translation>
    </message>
    <message>
        <source>Lobb&amp;y size:</source>
        <translation>Taille des &amp;salons&#xa0;:</translation>
    </message>
    <message>
        <source>Ta&amp;bles:</source>
        <translation>Table&amp;s&#xa0;:</translation>
    </message>
    <message>
        <source>choose a leaderboard: its ratings make the pairings</source>
        <translation>choisissez un classement&#xa0;: ses cotes déterminent les appariements</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> contre </translation>
    </message>
    <message numerus="yes">
        <source>waited %Ln round(s): %1</source>
        <translation>
            <numerusform>attente de %Ln ronde&#xa0;: %1</numerusform>
            <numerusform>attente de %Ln rondes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>result entered</source>
        <translation>résultat saisi</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>New Result</source>
        <translation>Nouveau résultat</translation>
    </message>
    <message>
        <source>Event of %1</source>
        <translation>Tournoi du %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <source>Suggested games</source>
        <translation>Parties proposées</translation>
    </message>
    <message>
        <source>The leaderboard whose ratings make the pairings; a result entered here is a game of its discipline</source>
        <translation>Le classement dont les cotes font les appariements ; un résultat saisi ici est une partie de sa discipline</translation>
    </message>
    <message>
        <source>games of every discipline</source>
        <translation>parties de toutes les disciplines</translation>
    </message>
    <message>
        <source>results are %1 games</source>
        <translation>les résultats sont des parties de %1</translation>
    </message>
    <message>
        <source>Rating Sour&amp;ce:</source>
        <translation>C&amp;hoix des cotes&#xa0;:</translation>
    </message>
    <message>
        <source>Team matches: two teams of N, as many matches as fit</source>
        <translation>Matchs d&apos;équipes&#xa0;: deux équipes de N, autant de matchs que possible</translation>
    </message>
    <message>
        <source>Number of tea&amp;ms:</source>
        <translation>Nombre d&apos;é&amp;quipes&#xa0;:</translation>
    </message>
    <message>
        <source>Tea&amp;m size:</source>
        <translation>Taille des é&amp;quipes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>podium::ui::PdfExport</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerCodesDialog</name>
    <message>
        <source>&amp;Print Slips…</source>
        <translation>&amp;Imprimer les fiches…</translation>
    </message>
    <message>
        <source>Player Codes of %1</source>
        <translation>Codes des joueurs de %1</translation>
    </message>
    <message>
        <source>Each player reports the results of their table on the live board with a code of their own. Podium keeps only a hash of each code, so a code shows here once, when it is given: print the slips before you close this window.</source>
        <translation>Chaque joueur déclare les résultats de sa table sur le tableau en direct avec un code qui lui est propre. Podium ne conserve qu&apos;une empreinte (hash) de chaque code&#xa0;: un code ne s&apos;affiche donc ici qu&apos;une fois, au moment où il est donné. Imprimez les fiches avant de fermer cette fenêtre.</translation>
    </message>
    <message>
        <source>The slips&apos; QR codes open %1 with the player&apos;s code filled in.</source>
        <translation>Les codes QR des fiches ouvrent %1 avec le code du joueur déjà saisi.</translation>
    </message>
    <message>
        <source>The live board is not running, so the slips will have no QR code. Start it first (Share › Live Board on the Local Network…) for slips that open the board.</source>
        <translation>Le tableau en direct n&apos;est pas démarré, les fiches n&apos;auront donc pas de code QR. Démarrez-le d&apos;abord (Partager › Tableau en direct sur le réseau local…) pour que les fiches ouvrent le tableau.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>&amp;Give Codes to Those Without</source>
        <translation>&amp;Donner un code à ceux qui n&apos;en ont pas</translation>
    </message>
    <message>
        <source>&amp;New Code for the Selected</source>
        <translation>&amp;Nouveau code pour la sélection</translation>
    </message>
    <message>
        <source>A lost slip: the player gets a new code and the old one stops working</source>
        <translation>Une fiche perdue&#xa0;: le joueur reçoit un nouveau code et l&apos;ancien ne fonctionne plus</translation>
    </message>
    <message>
        <source>given before</source>
        <translation>donné auparavant</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Every entrant has a code already.</source>
        <translation>Chaque participant a déjà un code.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln code(s) given: print the slips now.</source>
        <translation>
            <numerusform>%Ln code donné&#xa0;: imprimez maintenant les fiches.</numerusform>
            <numerusform>%Ln codes donnés&#xa0;: imprimez maintenant les fiches.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the players who need a new code.</source>
        <translation>Choisissez les joueurs qui ont besoin d&apos;un nouveau code.</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerDialog</name>
    <message>
        <source>Player Info: %1</source>
        <translation>Fiche du joueur&#xa0;: %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Known rating</source>
        <translation>Cote connue</translation>
    </message>
    <message>
        <source>The player&apos;s rating from outside the club; None for none</source>
        <translation>La cote du joueur hors du club&#xa0;; Aucune s&apos;il n&apos;en a pas</translation>
    </message>
    <message>
        <source>A rating the player brings, such as their FIDE rating: a Swiss seeded by known rating takes it, and a TRF file carries it</source>
        <translation>Une cote que le joueur apporte, comme sa cote FIDE&#xa0;: un système suisse dont les têtes de série suivent la cote connue la prend, et un fichier TRF la contient</translation>
    </message>
    <message>
        <source>Rating system</source>
        <translation>Système de cote</translation>
    </message>
    <message>
        <source>ID in the rating system</source>
        <translation>Identifiant dans le système de cote</translation>
    </message>
    <message>
        <source>The player&apos;s number in that system: their FIDE ID goes into a TRF file</source>
        <translation>Le numéro du joueur dans ce système&#xa0;: son identifiant FIDE va dans un fichier TRF</translation>
    </message>
    <message>
        <source>GER, FRA, ESP…</source>
        <translation>GER, FRA, ESP…</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Fédération</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nom affiché</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>&amp;Display name:</source>
        <translation>&amp;Nom affiché&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;lub:</source>
        <translation>C&amp;lub&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Cote&#xa0;:</translation>
    </message>
    <message>
        <source>Rating &amp;system:</source>
        <translation>&amp;Système de cote&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;Identifiant&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Federation:</source>
        <translation>&amp;Fédération&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersModel</name>
    <message>
        <source>retired</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Nom affiché</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Known rating</source>
        <translation>Cote connue</translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersPage</name>
    <message numerus="yes">
        <source>%Ln head-to-head or team game(s):</source>
        <translation>
            <numerusform>%Ln partie en face-à-face ou en équipes&#xa0;:</numerusform>
            <numerusform>%Ln parties en face-à-face ou en équipes&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s):</source>
        <translation>
            <numerusform>%Ln partie&#xa0;:</numerusform>
            <numerusform>%Ln parties&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost.</source>
        <translation>victoires %1, nulles %2, défaites %3.</translation>
    </message>
    <message>
        <source>no first place</source>
        <translation>aucune première place</translation>
    </message>
    <message numerus="yes">
        <source>%Ln first place(s)</source>
        <translation>
            <numerusform>%Ln première place</numerusform>
            <numerusform>%Ln premières places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free-for-all game(s):</source>
        <translation>
            <numerusform>%Ln partie chacun pour soi&#xa0;:</numerusform>
            <numerusform>%Ln parties chacun pour soi&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, average place %2 of %3, best place %4.</source>
        <translation>%1, place moyenne %2 sur %3, meilleure place %4.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s): %1 %2 – %3 %4</source>
        <translation>
            <numerusform>%Ln partie&#xa0;: %1 %2 – %3 %4</numerusform>
            <numerusform>%Ln parties&#xa0;: %1 %2 – %3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln nulle</numerusform>
            <numerusform>%Ln nulles</numerusform>
        </translation>
    </message>
    <message>
        <source>Best win: %1 (rated %2) on %3.</source>
        <translation>Meilleure victoire&#xa0;: %1 (coté %2) le %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; on %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; dans le classement %2</translation>
    </message>
    <message>
        <source>No games on this leaderboard yet.</source>
        <translation>Aucune partie dans ce classement pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Most often met: %1 (%2).</source>
        <translation>Adversaire le plus fréquent&#xa0;: %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>Hardest opponent (lowest score, %Ln game(s) or more): %1 (%2).</source>
        <translation>
            <numerusform>Adversaire le plus difficile (score le plus bas, %Ln partie ou plus)&#xa0;: %1 (%2).</numerusform>
            <numerusform>Adversaire le plus difficile (score le plus bas, %Ln parties ou plus)&#xa0;: %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by name or club</source>
        <translation>Filtrer par nom ou club</translation>
    </message>
    <message>
        <source>&amp;Add Player…</source>
        <translation>Ajouter &amp;un joueur…</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <source>&amp;Merge Into…</source>
        <translation>Fusi&amp;onner dans…</translation>
    </message>
    <message>
        <source>Re&amp;tire / Return</source>
        <translation>Désacti&amp;ver / Réactiver</translation>
    </message>
    <message>
        <source>Delete Pla&amp;yer</source>
        <translation>&amp;Supprimer le joueur</translation>
    </message>
    <message>
        <source>A player without games can be deleted; one with games is retired or merged instead</source>
        <translation>Un joueur sans partie peut être supprimé&#xa0;; un joueur qui a des parties est plutôt désactivé ou fusionné</translation>
    </message>
    <message>
        <source>This club has no leaderboard yet. Create one in the Leaderboards menu to see each player&apos;s record and rating.</source>
        <translation>Ce club n&apos;a encore aucun classement. Créez-en un dans le menu Classements pour voir le bilan et la cote de chaque joueur.</translation>
    </message>
    <message>
        <source>Select a player to see their profile on the leaderboard.</source>
        <translation>Sélectionnez un joueur pour voir son profil dans le classement.</translation>
    </message>
    <message numerus="yes">
        <source>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %Ln time(s).</source>
        <translation>
            <numerusform>Face à un adversaire, une partie compte pour celui qui l&apos;a gagnée ou, en chacun pour soi, qui a terminé devant&#xa0;; une nulle ou une place partagée compte pour moitié. L&apos;adversaire le plus difficile est celui contre lequel %1 marque le moins, parmi ceux rencontrés au moins %Ln fois.</numerusform>
            <numerusform>Face à un adversaire, une partie compte pour celui qui l&apos;a gagnée ou, en chacun pour soi, qui a terminé devant&#xa0;; une nulle ou une place partagée compte pour moitié. L&apos;adversaire le plus difficile est celui contre lequel %1 marque le moins, parmi ceux rencontrés au moins %Ln fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Filter the players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <source>Player Inf&amp;o…</source>
        <translation>Fic&amp;he du joueur…</translation>
    </message>
</context>
<context>
    <name>podium::ui::RatingHistoryChart</name>
    <message>
        <source>Drag across the chart to zoom in; right click or Escape to zoom out. Click a name in the legend to show that player&apos;s band.</source>
        <translation>Faites glisser sur le graphique pour zoomer&#xa0;; clic droit ou Échap pour dézoomer. Cliquez sur un nom dans la légende pour afficher la bande de ce joueur.</translation>
    </message>
    <message>
        <source>Select players to see their rating history</source>
        <translation>Sélectionnez des joueurs pour voir l&apos;historique de leur cote</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Rating history</source>
        <translation>Historique de la cote</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 after %Ln game(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %2 après %Ln partie</numerusform>
            <numerusform>%1&#xa0;: %2 après %Ln parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsDesk</name>
    <message numerus="yes">
        <source>%Ln report(s) from players waiting</source>
        <translation>
            <numerusform>%Ln déclaration de joueur en attente</numerusform>
            <numerusform>%Ln déclarations de joueurs en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>Results reported from the players&apos; phones that wait for the other side or for the desk: the Events page&apos;s Reports tab</source>
        <translation>Résultats déclarés depuis les téléphones des joueurs, en attente de l&apos;adversaire ou de l&apos;organisation&#xa0;: onglet Déclarations de la page Tournois</translation>
    </message>
    <message>
        <source>Print Player &amp;Codes…</source>
        <translation>Imprimer les &amp;codes des joueurs…</translation>
    </message>
    <message>
        <source>The codes with which the players of the chosen event report their results on the live board</source>
        <translation>Les codes avec lesquels les joueurs du tournoi choisi déclarent leurs résultats sur le tableau en direct</translation>
    </message>
    <message>
        <source>Print Player Codes</source>
        <translation>Imprimer les codes des joueurs</translation>
    </message>
    <message>
        <source>Choose an event on the Events page first.</source>
        <translation>Choisissez d&apos;abord un tournoi dans la page Tournois.</translation>
    </message>
    <message>
        <source>Players do not report the results of %1. Turn it on in the event&apos;s menu (Players Report Results from the Board), then give them their codes.</source>
        <translation>Les joueurs de %1 ne déclarent pas leurs résultats. Activez-le dans le menu du tournoi (Les joueurs déclarent leurs résultats sur le tableau), puis donnez-leur leurs codes.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsQueue</name>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rejeter</translation>
    </message>
    <message>
        <source>Edit Result…</source>
        <translation>Modifier le résultat…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation>Déclaré par</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Players&apos; reports</source>
        <translation>Déclarations des joueurs</translation>
    </message>
    <message>
        <source>Make this report&apos;s result the table&apos;s result; the table&apos;s other reports are turned down</source>
        <translation>Faites du résultat de cette déclaration celui de la table&#xa0;; les autres déclarations de la table sont rejetées</translation>
    </message>
    <message>
        <source>Turn this report down without entering a result</source>
        <translation>Rejetez cette déclaration sans saisir de résultat</translation>
    </message>
    <message>
        <source>Enter the desk&apos;s own result for this table; its reports are settled with it</source>
        <translation>Saisissez le résultat de l&apos;organisation pour cette table&#xa0;; ses déclarations sont réglées avec lui</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Ronde %1, table %2</translation>
    </message>
    <message>
        <source>%1, table %2: %3</source>
        <translation>%1, table %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Result of Round %1, Table %2</source>
        <translation>Résultat de la ronde %1, table %2</translation>
    </message>
    <message>
        <source>Round %1 has no table %2 any more.</source>
        <translation>La ronde %1 n&apos;a plus de table %2.</translation>
    </message>
</context>
<context>
    <name>podium::ui::ResultDialog</name>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Free for all</source>
        <translation>Chacun pour soi</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>First player won</source>
        <translation>Le premier joueur a gagné</translation>
    </message>
    <message>
        <source>Second player won</source>
        <translation>Le second joueur a gagné</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Discipline:</source>
        <translation>&amp;Discipline&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Quand&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes&#xa0;:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>Drag a row, or press Alt+Up or Alt+Down, to change the finishing order</source>
        <translation>Faites glisser une ligne, ou appuyez sur Alt+Haut ou Alt+Bas, pour modifier l&apos;ordre d&apos;arrivée</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>Re&amp;move player</source>
        <translation>Ret&amp;irer le joueur</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Mo&amp;ve down</source>
        <translation>Des&amp;cendre</translation>
    </message>
    <message>
        <source>One place better (Alt+Up)</source>
        <translation>Gagner une place (Alt+Haut)</translation>
    </message>
    <message>
        <source>One place worse (Alt+Down)</source>
        <translation>Perdre une place (Alt+Bas)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;&amp; &amp;New</source>
        <translation>Enregistrer &amp;&amp; &amp;nouveau</translation>
    </message>
    <message>
        <source>Score and minutes are optional.</source>
        <translation>Le score et les minutes sont facultatifs.</translation>
    </message>
    <message>
        <source>Score and minutes are required for every player who is not a guest: %1 uses the ZoneStats score-per-hour rating.</source>
        <translation>Le score et les minutes sont obligatoires pour chaque joueur non invité&#xa0;: %1 utilise la cote ZoneStats (score par heure).</translation>
    </message>
    <message>
        <source>%1 weighs each player by their minutes over the longest (TrueSkill&apos;s partial play): the Weight column.</source>
        <translation>%1 pondère chaque joueur par son temps de jeu rapporté au plus long (jeu partiel de TrueSkill)&#xa0;: la colonne Poids.</translation>
    </message>
    <message>
        <source>%1 (did you mean %2?)</source>
        <translation>%1 (vouliez-vous dire %2&#xa0;?)</translation>
    </message>
    <message>
        <source>New players</source>
        <translation>Nouveaux joueurs</translation>
    </message>
    <message>
        <source>Not in the club yet: %1.</source>
        <translation>Pas encore dans le club&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Add them to the club as new players?</source>
        <translation>Les ajouter au club comme nouveaux joueurs&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Add as new players</source>
        <translation>&amp;Ajouter comme nouveaux joueurs</translation>
    </message>
    <message>
        <source>&amp;Go back</source>
        <translation>&amp;Revenir</translation>
    </message>
    <message>
        <source>&amp;Use %1</source>
        <translation>&amp;Utiliser %1</translation>
    </message>
    <message>
        <source>&amp;Use the names suggested</source>
        <translation>&amp;Utiliser les noms proposés</translation>
    </message>
    <message>
        <source>Scores and result disagree</source>
        <translation>Les scores et le résultat ne concordent pas</translation>
    </message>
    <message>
        <source>Save the result as it is?</source>
        <translation>Enregistrer le résultat tel quel&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Save as it is</source>
        <translation>&amp;Enregistrer tel quel</translation>
    </message>
    <message>
        <source>a game needs at least two players</source>
        <translation>une partie exige au moins deux joueurs</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Players, places and scores</source>
        <translation>Joueurs, places et scores</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>%1: the place must be a whole number from 1</source>
        <translation>%1&#xa0;: la place doit être un nombre entier à partir de 1</translation>
    </message>
    <message>
        <source>%1 and %2 are both in %3 but have the places %4 and %5: a team has one place</source>
        <translation>%1 et %2 sont tous deux dans %3 mais ont les places %4 et %5&#xa0;: une équipe a une seule place</translation>
    </message>
</context>
<context>
    <name>podium::ui::RoundPairing</name>
    <message>
        <source>Pairing round %1 of %2…</source>
        <translation>Appariement de la ronde %1 de %2…</translation>
    </message>
    <message>
        <source>The pairing of round %1 of %2 was cancelled; nothing was paired.</source>
        <translation>L&apos;appariement de la ronde %1 de %2 a été annulé&#xa0;; rien n&apos;a été apparié.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Pair Next Round</source>
        <translation>Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>%1 changed while its round %2 was being paired, so that pairing was not stored.</source>
        <translation>%1 a changé pendant l&apos;appariement de sa ronde %2&#xa0;; cet appariement n&apos;a donc pas été enregistré.</translation>
    </message>
    <message>
        <source>Pair the round again from the event as it is now?</source>
        <translation>Apparier à nouveau la ronde d&apos;après le tournoi tel qu&apos;il est maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Pair &amp;Again</source>
        <translation>Apparier à &amp;nouveau</translation>
    </message>
</context>
<context>
    <name>podium::ui::SeedsDialog</name>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Monter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Têtes de série</translation>
    </message>
    <message>
        <source>Seeds in order</source>
        <translation>Têtes de série dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Draw by &amp;Lot</source>
        <translation>&amp;Tirer au sort</translation>
    </message>
    <message>
        <source>Every order equally likely, as a draw from a hat</source>
        <translation>Chaque ordre également probable, comme un tirage au chapeau</translation>
    </message>
    <message>
        <source>One place up (%1)</source>
        <translation>Monter d&apos;une place (%1)</translation>
    </message>
    <message>
        <source>One place down (%1)</source>
        <translation>Descendre d&apos;une place (%1)</translation>
    </message>
    <message>
        <source>Seed 1 first. Drag a player, or move them with the buttons.</source>
        <translation>La tête de série 1 en premier. Faites glisser un joueur, ou déplacez-le avec les boutons.</translation>
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
        <translation>Se connecter à un serveur</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>your login name</source>
        <translation>votre nom de connexion</translation>
    </message>
    <message>
        <source>The schema that holds the club: one database can hold several clubs</source>
        <translation>Le schéma qui contient le club&#xa0;: une base de données peut contenir plusieurs clubs</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <source>Required, and the server&apos;s certificate checked</source>
        <translation>Obligatoire, avec vérification du certificat du serveur</translation>
    </message>
    <message>
        <source>When the server offers it</source>
        <translation>Si le serveur le propose</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>from ~/.pgpass, if it is there</source>
        <translation>depuis ~/.pgpass, s’il existe</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Club:</source>
        <translation>&amp;Club&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>Ch&amp;iffrement&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <source>Con&amp;nect</source>
        <translation>Se co&amp;nnecter</translation>
    </message>
    <message>
        <source>Which database holds the club? Ask the server&apos;s administrator.</source>
        <translation>Quelle base de données contient le club&#xa0;? Demandez à l’administrateur du serveur.</translation>
    </message>
    <message>
        <source>&amp;Remember it in the desktop&apos;s keyring</source>
        <translation>&amp;Retenir dans le trousseau du bureau</translation>
    </message>
</context>
<context>
    <name>podium::ui::TableResultDialog</name>
    <message>
        <source>Round %1, table %2</source>
        <translation>Ronde %1, table %2</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat&#xa0;:</translation>
    </message>
    <message>
        <source>%1, place:</source>
        <translation>%1, place&#xa0;:</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>%1 won by forfeit (%2 did not come)</source>
        <translation>%1 a gagné par forfait (%2 ne s&apos;est pas présenté)</translation>
    </message>
    <message>
        <source>Neither came (both lose)</source>
        <translation>Aucun ne s&apos;est présenté (les deux perdent)</translation>
    </message>
    <message>
        <source>Half-point bye</source>
        <translation>Exempt à un demi-point</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Exempt</translation>
    </message>
    <message>
        <source>Neither came</source>
        <translation>Aucun ne s&apos;est présenté</translation>
    </message>
    <message>
        <source>%1 won by forfeit</source>
        <translation>%1 a gagné par forfait</translation>
    </message>
    <message>
        <source>Not saved: give every player a place (1 for the winner).</source>
        <translation>Non enregistré : donnez une place à chaque joueur (1 pour le vainqueur).</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1st</source>
        <comment>place in a heat: 1st, 21st</comment>
        <translation>%1er</translation>
    </message>
    <message>
        <source>%1nd</source>
        <comment>place in a heat: 2nd, 22nd</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1rd</source>
        <comment>place in a heat: 3rd, 23rd</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1th</source>
        <comment>place in a heat: 4th, 11th</comment>
        <translation>%1e</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a place and who took it: 1st Ann</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Absent</translation>
    </message>
</context>
<context>
    <name>podium::ui::WelcomeDialog</name>
    <message>
        <source>Welcome to Podium</source>
        <translation>Bienvenue dans Podium</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Podium&lt;/h2&gt;&lt;p&gt;Leaderboards and tournaments for your club or LAN party. Everything is kept in one file on this computer.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Bienvenue dans Podium&lt;/h2&gt;&lt;p&gt;Classements et tournois pour votre club ou votre LAN party. Tout est conservé dans un seul fichier sur cet ordinateur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Create a club</source>
        <translation>&amp;Créer un club</translation>
    </message>
    <message>
        <source>Start a new, empty club database.</source>
        <translation>Créer une nouvelle base de données de club, vide.</translation>
    </message>
    <message>
        <source>&amp;Open a club</source>
        <translation>&amp;Ouvrir un club</translation>
    </message>
    <message>
        <source>Open a .podium file you already have.</source>
        <translation>Ouvrir un fichier .podium que vous avez déjà.</translation>
    </message>
    <message>
        <source>&amp;Explore the demo club</source>
        <translation>&amp;Explorer le club de démonstration</translation>
    </message>
    <message>
        <source>40 members, two years of chess, kart races and capture the flag.</source>
        <translation>40 membres, deux ans d&apos;échecs, de courses de karting et de capture du drapeau.</translation>
    </message>
    <message>
        <source>Create a Club</source>
        <translation>Créer un club</translation>
    </message>
    <message>
        <source>club.podium</source>
        <translation>club.podium</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium)</source>
        <translation>Clubs Podium (*.podium)</translation>
    </message>
    <message>
        <source>Open a Club</source>
        <translation>Ouvrir un club</translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
        <translation>Clubs Podium (*.podium);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Demo Club</source>
        <translation>Club de démonstration</translation>
    </message>
</context>
<context>
    <name>podium::web::BoardServer</name>
    <message>
        <source>port %1 is in use on %2</source>
        <translation>le port %1 est occupé sur %2</translation>
    </message>
    <message>
        <source>%1 is not an address of this computer</source>
        <translation>%1 n&apos;est pas une adresse de cet ordinateur</translation>
    </message>
    <message>
        <source>port %1 needs administrator rights; take one from 1024 on</source>
        <translation>le port %1 demande les droits d&apos;administrateur ; prenez-en un à partir de 1024</translation>
    </message>
    <message>
        <source>cannot listen on %1, port %2: %3</source>
        <translation>impossible d&apos;écouter sur %1, port %2 : %3</translation>
    </message>
</context>
</TS>
