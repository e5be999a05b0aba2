<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
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
    <name>podium::ui::EventDialog</name>
    <message>
        <source>New Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discipline&apos;s first leaderboard</source>
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
        <source>A new player: type the name and press Enter</source>
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
        <source>&amp;Discipline:</source>
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
        <source>Points by p&amp;lace:</source>
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
        <source>&amp;Create</source>
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
</context>
<context>
    <name>podium::ui::EventsPage</name>
    <message>
        <source>Result of round %1, table %2</source>
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
        <source>&amp;Result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pair Next Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter &amp;Result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Event…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete Event</source>
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
        <source>Table</source>
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
        <source>The predicted chance that the first named wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
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
        <source>bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> vs </source>
        <translation type="unfinished"></translation>
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
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player joining %1:</source>
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
        <source>On %1: A wins %2, draw %3, B wins %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match quality %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>They met %n time(s): A won %1, drew %2, B won %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>Provisional: the rating is still uncertain (sigma %1, a new player&apos;s is %2).</source>
        <translation type="unfinished"></translation>
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
        <source>Leaderboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Podium clubs (*.podium);;All files (*)</source>
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
    <message>
        <source>Import Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discipline of these games:</source>
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
        <source>Imported %1 games into %2 (%3 already there), %4 new players</source>
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
        <source>E&amp;vents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pai&amp;rings</source>
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
</context>
<context>
    <name>podium::ui::PairingsPage</name>
    <message>
        <source>Games &amp;Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;one</source>
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
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep &amp;together:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a&amp;part:</source>
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
        <source>&amp;Teams:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lobby size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
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
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; on %2: %n game(s), </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
        <source>Toughest opponent: %1 (%2 won, %3 drawn, %4 lost).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>podium::ui::RatingHistoryChart</name>
    <message>
        <source>Drag to zoom to a date range; right click or Escape to zoom out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ; band μ ± 2σ; dashed μ − 3σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select players to see their rating history</source>
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
        <source>%1 after game %2 on %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ± %1</source>
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
        <source>&amp;Notes:</source>
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
        <source>%1 not in the club yet. Add them as new players?</source>
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
        <source>Move do&amp;wn</source>
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
