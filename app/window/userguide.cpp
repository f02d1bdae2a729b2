#include "userguide.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace vedette {

namespace {

QString page(const QString &title, const QStringList &paragraphs)
{
    QString html = u"<h2>"_s + title.toHtmlEscaped() + u"</h2>"_s;
    for (const QString &p : paragraphs)
        html += p.startsWith(u'<') ? p : u"<p>"_s + p + u"</p>"_s;
    return html;
}

} // namespace

QList<UserGuide::Page> UserGuide::pages()
{
    QList<Page> list;

    const QString table = tr("The table and the campaign");
    list.append({u"table"_s, table,
                 page(table,
                      {tr("Vedette shows the table beside you to scale, with every unit, terrain piece, smoke or fog "
                          "zone and charge line on it. It measures as your tape would, resolves charges, melees and "
                          "morale from the rule charts with the exact odds shown before the dice are thrown, and writes "
                          "every roll and result into the campaign log."),
                       tr("<h3>Moving about the table</h3><p>Zoom with the mouse wheel or <b>+</b> and <b>-</b>, fit "
                          "the whole table with <b>Ctrl+0</b>, pan with the middle mouse button. Every distance is "
                          "shown with its unit: inches for Brown's scenarios, paces and centimetres for Balagan's.</p>"),
                       tr("<h3>Tools</h3><ul><li><b>S</b> select, move and turn units (a drag shows the distance moved "
                          "and the allowance left)</li><li><b>U</b> place a unit, <b>T</b> draw terrain, <b>F</b> fog "
                          "and smoke, <b>K</b> markers</li><li><b>M</b> measure from point to point or unit to unit; "
                          "<b>P</b> pins the ruler so it stays with the battle</li></ul>"),
                       tr("Every change is one step you can undo (Edit > Undo; View > Panels > History lists them "
                          "all). The Inspector edits the selected unit or terrain piece."),
                       tr("<h3>Campaigns</h3><p>A campaign is one file holding its scenarios, every battle fought from "
                          "them and the log. There is no Save: each step is written as it happens. In the Campaign "
                          "panel, double-click a battle (or select it and press Enter) to put it on the table; New "
                          "Battle starts another from a scenario.</p>"),
                       tr("<h3>Dice</h3><p>Vedette throws reproducible dice (the seed is in the Dice Tray), or, with "
                          "<b>Physical dice</b> ticked, asks for the faces of the dice you threw: type the digits and "
                          "press Enter. Either way the roll is logged the same way.</p>")})});

    const QString brown = tr("Dan Brown's charge and melee");
    list.append({u"brown"_s, brown,
                 page(brown,
                      {tr("Rules > Brown's Charge walks a charge through the steps of the text: declare, activation, "
                          "move to 4\", evade, fire discipline inch by inch, class dice, the chart, applying the "
                          "result, pursuit and riding down."),
                       tr("On the table, press <b>C</b>, click the charging unit and then its target. The charge line "
                          "shows the distance with marks at 4\" and each inch inside it, and turns red with the reason "
                          "when the charge is not allowed. <b>Enter</b> declares it and each step continues in the "
                          "Charge panel; <b>Esc</b> cancels."),
                       tr("The modifiers that come from the table (flank and rear, cover, downhill, formations, mass, "
                          "secure flanks, closing casualties, leader, CW) are listed with their reasons; switch any off "
                          "or override it before the roll. The odds of every chart result are shown before the dice."),
                       tr("Rules > Brown's Melee fights a melee turn by turn. Rules > Brown's House Rules holds the "
                          "settings where the text leaves the choice to the referee.")})});

    const QString balagan = tr("Balagan's Marlburian rules");
    list.append({u"balagan"_s, balagan,
                 page(balagan,
                      {tr("Rules > Balagan Bound runs a bound: the side and phase, the battle clock, the units in "
                          "combat with their tactical factors (expand one for its reasons, double-click to override), "
                          "the morale tests, the actions with their odds, and End bound."),
                       tr("Select a unit to see where it can go this bound (toggle with <b>A</b>): a strong band for "
                          "its free move straight ahead, a soft wash for what an action move reaches, with the "
                          "allowance in paces."),
                       tr("Every unit carries a flag with its order: green pennant Advance, gold square Hold, red "
                          "swallowtail Retreat. Generals stand on the table as starred round bases; drag one onto a "
                          "unit of his side to join it. Right-click a general to send a messenger; Rules > Balagan "
                          "Orders lists each side's divisions, orders and messengers."),
                       tr("Rules > Balagan's House Rules edits every reading the text leaves open: front arc, ranges, "
                          "support and behind distances, formation gaps, wheel cost and contact tolerance.")})});

    const QString lightBrigade = tr("The solo Charge of the Light Brigade");
    list.append({u"lightbrigade"_s, lightBrigade,
                 page(lightBrigade,
                      {tr("Solo Games > Charge of the Light Brigade forms up twelve Dragoons, Hussars or Lancers and "
                          "keeps their record cards and the twenty-space track to the Russian battery."),
                       tr("<b>Next man</b> rolls for one man; <b>Roll the turn</b> plays every movement or melee, then "
                          "morale and rally, and stops only for your decisions (spurs, rallies, a riderless horse), "
                          "or lets the steady or bold policy decide."),
                       tr("The charge is saved in the open campaign after every man, turn and decision: Solo games "
                          "lists the unfinished ones, and a resumed charge rolls exactly the dice it would have "
                          "rolled. The Odds tab charts the scores of each troop type and policy.")})});

    const QString tennyson = tr("Anyone for Tennyson");
    list.append({u"tennyson"_s, tennyson,
                 page(tennyson,
                      {tr("Solo Games > Anyone for Tennyson deals the five-regiment card game. For each regiment "
                          "choose a person at the table or the computer."),
                       tr("The valley shows sixteen half-league bands in four sectors, the batteries and the "
                          "Cossacks. A person plays by clicking a card (cards that must be played are marked) and "
                          "answers choices on the valley; between two people the hand is covered until it is "
                          "passed on."),
                       tr("The side panel reads the poem as it is played, with the odds of the last fire.")})});
    return list;
}

} // namespace vedette
