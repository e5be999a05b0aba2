// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
#pragma once

#include "club/events/events.h"

#include <QCoreApplication>
#include <QString>

#include <utility>

namespace podium {

/** The names the app shows for what core names by identifier, translated, in one place. */
class Labels
{
    // Its texts keep the context they were translated in when the class lived in the app.
    Q_DECLARE_TR_FUNCTIONS(podium::ui::Labels)

public:
    /** "Swiss", "Round robin", ... */
    static QString format(club::EventFormat format);
    /** A tie-break as organisers call it ("Buchholz cut 1" for "buchholz-cut1"). */
    static QString tieBreak(const QString &name);
    /** A pairing method of FormatTraits::pairingMethods ("Top half against bottom half" for "dutch"). */
    static QString pairing(const QString &method);
    /** A Swiss style's name ("FIDE Dutch system") and its one-line explanation. */
    static QString swissStyle(club::SwissStyle style);
    static QString swissStyleNote(club::SwissStyle style);
    /** "not started", "running", "finished". */
    static QString status(club::EventStatus status);
    /** What decided a place: "points", "shared place", or the tie-break of the event's tieBreaks. */
    static QString decider(const club::Decider &decider, const QStringList &tieBreaks);
    /** A rating algorithm by its stored identifier ("TrueSkill" for "trueskill"). */
    static QString algorithm(const QString &id);
    /** A rating parameter's name in a form ("Draw probability" for "draw_probability"). */
    static QString parameter(const QString &name);
    /** The help line of a Glicko-2 parameter. */
    static QString glicko2Help(const QString &name);
    /** What a parameter of an algorithm does, in one line. */
    static QString parameterHelp(const QString &algorithm, const QString &name);
    /** Event points as arbiters write them: "1½", "½", "2" (other fractions as decimals). */
    static QString points(double value);
    /** A field's label made of a name ("Partial play:"): the colon as the language writes it (French "Jeu partiel :",
     *  U2 of the desktop review of 28 November). */
    static QString field(const QString &name);
    /** Why a Swiss table seats players of different scores, for the round's Note column (C7 of the review). */
    static QString floatNote(const club::EventTable &table, const QString &pairingMethod);
    /** A note of the FIDE (Dutch) engine, kept in the rules' English words ("#7 (1.5) floats down to #8 (1) of a
     *  lower scoregroup (C.04.3 1.4)"), in the user's language: short for a table's cell (first), and whole with
     *  the rule's article for its tooltip (second). A part it does not know stays as it was. */
    static std::pair<QString, QString> fideNote(const QString &note);
    /** A choice of a parameter ("Logistic (chess, 400 scale)" for Elo's "logistic"). */
    static QString parameterChoice(const QString &choice);
    /** How far an entrant went in an elimination bracket: "Winner", "Lost the final", "Out in round 2", ... */
    static QString reached(const tournament::BracketExit &exit);
};

} // namespace podium
