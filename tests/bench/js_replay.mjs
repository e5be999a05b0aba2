// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Replays an interchange CSV (game_id,date,kind,participant,team,rank,...; rows of a game adjacent, in date order)
// with another project's rating library, as `podium-cli replay` does with its own: every game rated in file order,
// default parameters, and the number of players printed. For bench_vs_js.sh; a measurement, not a test.
//
//   node js_replay.mjs openskill|ts-trueskill FILE.csv
import fs from 'node:fs';

const [library, file] = process.argv.slice(2);
const openskill = library === 'openskill' ? await import('openskill') : null;
const trueskill = library === 'ts-trueskill' ? new (await import('ts-trueskill')).TrueSkill() : null;
if (!openskill && !trueskill)
    throw new Error(`unknown library ${library}: openskill or ts-trueskill`);

const ratings = new Map();
const ratingOf = (player) => {
    let rating = ratings.get(player);
    if (!rating) {
        rating = openskill ? openskill.rating() : trueskill.createRating();
        ratings.set(player, rating);
    }
    return rating;
};

let rows = [];
const rate = () => {
    if (rows.length === 0)
        return;
    const sides = new Map(); // a team game's side by its team, any other player on their own
    for (const row of rows) {
        const key = row.team || row.player;
        if (!sides.has(key))
            sides.set(key, { players: [], rank: row.rank });
        sides.get(key).players.push(row.player);
    }
    const list = [...sides.values()];
    const teams = list.map((side) => side.players.map(ratingOf));
    // Both take 1 as the best rank (ts-trueskill: lower is better, from 0).
    const rated = openskill ? openskill.rate(teams, { rank: list.map((side) => side.rank) })
                            : trueskill.rate(teams, list.map((side) => side.rank - 1));
    list.forEach((side, s) => side.players.forEach((player, p) => ratings.set(player, rated[s][p])));
    rows = [];
};

const lines = fs.readFileSync(file, 'utf8').split('\n');
let game = null;
for (let i = 1; i < lines.length; ++i) {
    if (!lines[i])
        continue;
    const field = lines[i].split(',');
    if (field[0] !== game) {
        rate();
        game = field[0];
    }
    rows.push({ player: field[3], team: field[4], rank: Number(field[5]) });
}
rate();
console.log(ratings.size);
