<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message numerus="yes">
        <source>named %1 of %n player(s)</source>
        <translation>
            <numerusform>named %1 of %n player</numerusform>
            <numerusform>named %1 of %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>named %1 of %n player(s) from %2</source>
        <translation>
            <numerusform>named %1 of %n player from %2</numerusform>
            <numerusform>named %1 of %n players from %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n game(s) into %1 (%2 already there), %3</source>
        <translation>
            <numerusform>imported %n game into %1 (%2 already there), %3</numerusform>
            <numerusform>imported %n games into %1 (%2 already there), %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new player(s)</source>
        <translation>
            <numerusform>%n new player</numerusform>
            <numerusform>%n new players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported players: %n new</source>
        <translation>
            <numerusform>imported players: %n new</numerusform>
            <numerusform>imported players: %n new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaderboard(s) replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</source>
        <translation>
            <numerusform>%n leaderboard replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</numerusform>
            <numerusform>%n leaderboards replayed, %1 of them against their cached standings (%2 stale, to be replayed when next read)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>check found %n problem(s):</source>
        <translation>
            <numerusform>check found %n problem:</numerusform>
            <numerusform>check found %n problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s), %3)</source>
        <translation>
            <numerusform>created event %1 (%2, %n entrant, %3)</numerusform>
            <numerusform>created event %1 (%2, %n entrants, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (%2, %n entrant(s))</source>
        <translation>
            <numerusform>created event %1 (%2, %n entrant)</numerusform>
            <numerusform>created event %1 (%2, %n entrants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exported event %1 to %2 (%n player(s), %3)</source>
        <translation>
            <numerusform>exported event %1 to %2 (%n player, %3)</numerusform>
            <numerusform>exported event %1 to %2 (%n players, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported event %1 (%n player(s), %2; %3)</source>
        <translation>
            <numerusform>imported event %1 (%n player, %2; %3)</numerusform>
            <numerusform>imported event %1 (%n players, %2; %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) played</source>
        <translation>
            <numerusform>%n round played</numerusform>
            <numerusform>%n rounds played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Backtest of %1: %n game(s)</source>
        <translation>
            <numerusform>Backtest of %1: %n game</numerusform>
            <numerusform>Backtest of %1: %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Challenged: the prediction error on the 20 % of games that each algorithm&apos;s best setting found tightest (%n game(s))</source>
        <translation>
            <numerusform>Challenged: the prediction error on the 20 % of games that each algorithm&apos;s best setting found tightest (%n game)</numerusform>
            <numerusform>Challenged: the prediction error on the 20 % of games that each algorithm&apos;s best setting found tightest (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>round %1, table %2: %3 (game %4); %n report(s) settled</source>
        <translation>
            <numerusform>round %1, table %2: %3 (game %4); %n report settled</numerusform>
            <numerusform>round %1, table %2: %3 (game %4); %n reports settled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>created event %1 (heats, one lobby of %n: %2)</source>
        <translation>
            <numerusform>created event %1 (heats, one lobby of %n: %2)</numerusform>
            <numerusform>created event %1 (heats, one lobby of %n: %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandText</name>
    <message numerus="yes">
        <source>Import %n game(s)</source>
        <translation>
            <numerusform>Import %n game</numerusform>
            <numerusform>Import %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reject %n report(s)</source>
        <translation>
            <numerusform>Reject %n report</numerusform>
            <numerusform>Reject %n reports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A TRF file holds each match&apos;s result, not its games: the game scores of %n match(es) stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</source>
        <translation>
            <numerusform>A TRF file holds each match&apos;s result, not its games: the game score of %n match stays in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</numerusform>
            <numerusform>A TRF file holds each match&apos;s result, not its games: the game scores of %n matches stay in Podium, and an imported copy counts no games for the tie-breaks gw and ogw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message numerus="yes">
        <source>(%n drawn)</source>
        <translation>
            <numerusform>(%n drawn)</numerusform>
            <numerusform>(%n drawn)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) from %1 within a minute: that address is paused for a minute</source>
        <translation>
            <numerusform>%n wrong code from %1 within a minute: that address is paused for a minute</numerusform>
            <numerusform>%n wrong codes from %1 within a minute: that address is paused for a minute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong code(s) at this table within a minute: for a minute, each address may try once</source>
        <translation>
            <numerusform>%n wrong code at this table within a minute: for a minute, each address may try once</numerusform>
            <numerusform>%n wrong codes at this table within a minute: for a minute, each address may try once</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebText</name>
    <message numerus="yes">
        <source>Too many wrong codes. Try again in %n second(s).</source>
        <translation>
            <numerusform>Too many wrong codes. Try again in %n second.</numerusform>
            <numerusform>Too many wrong codes. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2. Waiting for %n more player(s) of the table to confirm it.</source>
        <translation>
            <numerusform>%1: %2. Waiting for %n more player of the table to confirm it.</numerusform>
            <numerusform>%1: %2. Waiting for %n more players of the table to confirm it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubSheets</name>
    <message numerus="yes">
        <source>%1: place %2 of %3, rating %4, %Ln game(s) (%5 won, %6 drawn, %7 lost)</source>
        <translation>
            <numerusform>%1: place %2 of %3, rating %4, %Ln game (%5 won, %6 drawn, %7 lost)</numerusform>
            <numerusform>%1: place %2 of %3, rating %4, %Ln games (%5 won, %6 drawn, %7 lost)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ClubTransfers</name>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1; new players: %2.</source>
        <translation>
            <numerusform>Imported %Ln game into %1; new players: %2.</numerusform>
            <numerusform>Imported %Ln games into %1; new players: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln game(s) into %1 (%2 already there); new players: %3.</source>
        <translation>
            <numerusform>Imported %Ln game into %1 (%2 already there); new players: %3.</numerusform>
            <numerusform>Imported %Ln games into %1 (%2 already there); new players: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported the event %1 with %Ln player(s) from %2.</source>
        <translation>
            <numerusform>Imported the event %1 with %Ln player from %2.</numerusform>
            <numerusform>Imported the event %1 with %Ln players from %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ComparePage</name>
    <message numerus="yes">
        <source>%Ln setting(s) to try</source>
        <translation>
            <numerusform>%Ln setting to try</numerusform>
            <numerusform>%Ln settings to try</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compared on %1: %Ln game(s)</source>
        <translation>
            <numerusform>Compared on %1: %Ln game</numerusform>
            <numerusform>Compared on %1: %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) of sides in different places</source>
        <translation>
            <numerusform>%Ln pair of sides in different places</numerusform>
            <numerusform>%Ln pairs of sides in different places</numerusform>
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
            <numerusform>%Ln drawn pair.</numerusform>
            <numerusform>%Ln drawn pairs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::CompareSettings</name>
    <message numerus="yes">
        <source>More than %Ln setting(s) to try: take a larger step, or sweep fewer parameters.</source>
        <translation>
            <numerusform>More than %Ln setting to try: take a larger step, or sweep fewer parameters.</numerusform>
            <numerusform>More than %Ln settings to try: take a larger step, or sweep fewer parameters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::EventDialog</name>
    <message numerus="yes">
        <source>%Ln entrant(s)</source>
        <translation>
            <numerusform>%Ln entrant</numerusform>
            <numerusform>%Ln entrants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic: %Ln round(s)</source>
        <translation>
            <numerusform>Automatic: %Ln round</numerusform>
            <numerusform>Automatic: %Ln rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::EventPairingsTable</name>
    <message numerus="yes">
        <source>%Ln players: %1</source>
        <translation>
            <numerusform>%Ln player: %1</numerusform>
            <numerusform>%Ln players: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::EventsPage</name>
    <message numerus="yes">
        <source>%Ln round(s) played</source>
        <translation>
            <numerusform>%Ln round played</numerusform>
            <numerusform>%Ln rounds played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::GamesPage</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 of %Ln game</numerusform>
            <numerusform>%1 of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The newest %Ln game(s); reading the others…</source>
        <translation>
            <numerusform>The newest game; reading the others…</numerusform>
            <numerusform>The newest %Ln games; reading the others…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::HeadToHeadPage</name>
    <message numerus="yes">
        <source>They met %Ln time(s) head to head or on opposite teams:</source>
        <translation>
            <numerusform>They met %Ln time head to head or on opposite teams:</numerusform>
            <numerusform>They met %Ln times head to head or on opposite teams:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They met %Ln time(s):</source>
        <translation>
            <numerusform>They met %Ln time:</numerusform>
            <numerusform>They met %Ln times:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln draw</numerusform>
            <numerusform>%Ln draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finished ahead %Ln time(s)</source>
        <translation>
            <numerusform>%1 finished ahead %Ln time</numerusform>
            <numerusform>%1 finished ahead %Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln time(s)</source>
        <translation>
            <numerusform>%1 %Ln time</numerusform>
            <numerusform>%1 %Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>They played %Ln free-for-all game(s) together:</source>
        <translation>
            <numerusform>They played %Ln free-for-all game together:</numerusform>
            <numerusform>They played %Ln free-for-all games together:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shared place %Ln time(s)</source>
        <translation>
            <numerusform>a shared place %Ln time</numerusform>
            <numerusform>a shared place %Ln times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ImportDialog</name>
    <message numerus="yes">
        <source>%Ln more name(s) would be shared as well.</source>
        <translation>
            <numerusform>%Ln more name would be shared as well.</numerusform>
            <numerusform>%Ln more names would be shared as well.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of %1.</source>
        <translation>
            <numerusform>%Ln game of %1.</numerusform>
            <numerusform>%Ln games of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them named.</source>
        <translation>
            <numerusform>%Ln of them named.</numerusform>
            <numerusform>%Ln of them named.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln keep(s) the id as name, having none in the names: %1</source>
        <translation>
            <numerusform>%Ln keeps the id as name, having none in the names: %1</numerusform>
            <numerusform>%Ln keep the id as name, having none in the names: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::JoinDialog</name>
    <message numerus="yes">
        <source>&amp;Half-point bye for each round missed (%Ln round(s))</source>
        <translation>
            <numerusform>&amp;Half-point bye for each round missed (%Ln round)</numerusform>
            <numerusform>&amp;Half-point bye for each round missed (%Ln rounds)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardActions</name>
    <message numerus="yes">
        <source>No leaderboard rates the %Ln game(s) of %1 yet.</source>
        <translation>
            <numerusform>No leaderboard rates the %Ln game of %1 yet.</numerusform>
            <numerusform>No leaderboard rates the %Ln games of %1 yet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardDialog</name>
    <message numerus="yes">
        <source>%1 of %Ln pair(s) of sides in these games were drawn.</source>
        <translation>
            <numerusform>%1 of the %Ln pair of sides in these games was drawn.</numerusform>
            <numerusform>%1 of %Ln pairs of sides in these games were drawn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardModel</name>
    <message numerus="yes">
        <source>Provisional: only %Ln game(s) played; ratings settle after about %1.</source>
        <translation>
            <numerusform>Provisional: only %Ln game played; ratings settle after about %1.</numerusform>
            <numerusform>Provisional: only %Ln games played; ratings settle after about %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Change of the rating over the last %Ln game(s)</source>
        <translation>
            <numerusform>Change of the rating over the last %Ln game</numerusform>
            <numerusform>Change of the rating over the last %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %Ln</source>
        <translation>
            <numerusform>Last game</numerusform>
            <numerusform>Last %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::LeaderboardPage</name>
    <message numerus="yes">
        <source>%Ln player(s); %1, %2</source>
        <translation>
            <numerusform>%Ln player; %1, %2</numerusform>
            <numerusform>%Ln players; %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln player(s); %2, %3</source>
        <translation>
            <numerusform>%1 of %Ln player; %2, %3</numerusform>
            <numerusform>%1 of %Ln players; %2, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::MainWindow</name>
    <message numerus="yes">
        <source>%1: %Ln player(s)</source>
        <translation>
            <numerusform>%1: %Ln player</numerusform>
            <numerusform>%1: %Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln player(s) changed on the leaderboard</source>
        <translation>
            <numerusform>%Ln player changed on the leaderboard</numerusform>
            <numerusform>%Ln players changed on the leaderboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ratings replayed from %1: %Ln player(s) changed</source>
        <translation>
            <numerusform>Ratings replayed from %1: %Ln player changed</numerusform>
            <numerusform>Ratings replayed from %1: %Ln players changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changed by another program: %Ln player(s) moved on the leaderboard</source>
        <translation>
            <numerusform>Changed by another program: %Ln player moved on the leaderboard</numerusform>
            <numerusform>Changed by another program: %Ln players moved on the leaderboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed: %Ln player(s) moved</source>
        <translation>
            <numerusform>%1 replayed: %Ln player moved</numerusform>
            <numerusform>%1 replayed: %Ln players moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected again; %Ln change(s) made by other desks meanwhile are shown.</source>
        <translation>
            <numerusform>Connected again; %Ln change made by other desks meanwhile is shown.</numerusform>
            <numerusform>Connected again; %Ln changes made by other desks meanwhile are shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln players (%1), or one player named &apos;%2&apos;?</source>
        <translation>
            <numerusform>Add %Ln player (%1), or one player named &apos;%2&apos;?</numerusform>
            <numerusform>Add %Ln players (%1), or one player named &apos;%2&apos;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %Ln &amp;Players</source>
        <translation>
            <numerusform>Add %Ln &amp;Player</numerusform>
            <numerusform>Add %Ln &amp;Players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::PairingsPage</name>
    <message numerus="yes">
        <source>waited %Ln round(s): %1</source>
        <translation>
            <numerusform>waited %Ln round: %1</numerusform>
            <numerusform>waited %Ln rounds: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayerCodesDialog</name>
    <message numerus="yes">
        <source>%Ln code(s) given: print the slips now.</source>
        <translation>
            <numerusform>%Ln code given: print the slips now.</numerusform>
            <numerusform>%Ln codes given: print the slips now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::PlayersPage</name>
    <message numerus="yes">
        <source>%Ln head-to-head or team game(s):</source>
        <translation>
            <numerusform>%Ln head-to-head or team game:</numerusform>
            <numerusform>%Ln head-to-head or team games:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s):</source>
        <translation>
            <numerusform>%Ln game:</numerusform>
            <numerusform>%Ln games:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln first place(s)</source>
        <translation>
            <numerusform>%Ln first place</numerusform>
            <numerusform>%Ln first places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln free-for-all game(s):</source>
        <translation>
            <numerusform>%Ln free-for-all game:</numerusform>
            <numerusform>%Ln free-for-all games:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s): %1 %2 – %3 %4</source>
        <translation>
            <numerusform>%Ln game: %1 %2 – %3 %4</numerusform>
            <numerusform>%Ln games: %1 %2 – %3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln draw(s)</source>
        <translation>
            <numerusform>%Ln draw</numerusform>
            <numerusform>%Ln draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hardest opponent (lowest score, %Ln game(s) or more): %1 (%2).</source>
        <translation>
            <numerusform>Hardest opponent (lowest score, %Ln game or more): %1 (%2).</numerusform>
            <numerusform>Hardest opponent (lowest score, %Ln games or more): %1 (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %Ln time(s).</source>
        <translation>
            <numerusform>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %Ln time.</numerusform>
            <numerusform>Against one opponent, a game counts for whoever won it or, in a free-for-all, finished ahead; a draw or a shared place counts half. The hardest opponent is the one %1 scores least against, of those met at least %Ln times.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::RatingHistoryChart</name>
    <message numerus="yes">
        <source>%1: %2 after %Ln game(s)</source>
        <translation>
            <numerusform>%1: %2 after %Ln game</numerusform>
            <numerusform>%1: %2 after %Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>podium::ui::ReportsDesk</name>
    <message numerus="yes">
        <source>%Ln report(s) from players waiting</source>
        <translation>
            <numerusform>%Ln report from players waiting</numerusform>
            <numerusform>%Ln reports from players waiting</numerusform>
        </translation>
    </message>
</context>
</TS>
