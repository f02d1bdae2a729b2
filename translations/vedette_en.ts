<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>Commands</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n general</numerusform>
            <numerusform>%n generals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n side(s)</source>
        <translation>
            <numerusform>Delete %n side</numerusform>
            <numerusform>Delete %n sides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Camera: %n unit(s) moved</source>
        <translation>
            <numerusform>Camera: %n unit moved</numerusform>
            <numerusform>Camera: %n units moved</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LightBrigade</name>
    <message numerus="yes">
        <source>%n Russian(s) killed.</source>
        <translation>
            <numerusform>%n Russian killed.</numerusform>
            <numerusform>%n Russians killed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score: %n point(s).</source>
        <translation>
            <numerusform>Score: %n point.</numerusform>
            <numerusform>Score: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableFeature</name>
    <message numerus="yes">
        <source>Printed the table on %n sheet(s)</source>
        <translation>
            <numerusform>Printed the table on %n sheet</numerusform>
            <numerusform>Printed the table on %n sheets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::BalaganActMenu</name>
    <message numerus="yes">
        <source>Its orders (%1) hold back %n more choice(s): Ctrl+right-click offers them as the referee&apos;s override, logged.</source>
        <translation>
            <numerusform>Its orders (%1) hold back %n more choice: Ctrl+right-click offers it as the referee&apos;s override, logged.</numerusform>
            <numerusform>Its orders (%1) hold back %n more choices: Ctrl+right-click offers them as the referee&apos;s override, logged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::CameraPanel</name>
    <message numerus="yes">
        <source>Table found from %1 of 8 reference markers (%2 mm). %n unit(s) seen, %3 not seen.</source>
        <translation>
            <numerusform>Table found from %1 of 8 reference markers (%2 mm). %n unit seen, %3 not seen.</numerusform>
            <numerusform>Table found from %1 of 8 reference markers (%2 mm). %n units seen, %3 not seen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) made as one step.</source>
        <translation>
            <numerusform>%n move made as one step.</numerusform>
            <numerusform>%n moves made as one step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::DeployTool</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deployed %n unit(s).</source>
        <translation>
            <numerusform>Deployed %n unit.</numerusform>
            <numerusform>Deployed %n units.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::GeneralItem</name>
    <message numerus="yes">
        <source>Commands a division of %n unit(s)</source>
        <translation>
            <numerusform>Commands a division of %n unit</numerusform>
            <numerusform>Commands a division of %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::InspectorPanel</name>
    <message numerus="yes">
        <source>%n units chosen: a change applies to all of them.</source>
        <translation>
            <numerusform>%n unit chosen: a change applies to it.</numerusform>
            <numerusform>%n units chosen: a change applies to all of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeTrack</name>
    <message numerus="yes">
        <source>%n home</source>
        <translation>
            <numerusform>%n home</numerusform>
            <numerusform>%n home</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeWindow</name>
    <message numerus="yes">
        <source>Charge of the Light Brigade: %1, over, %n point(s)</source>
        <translation>
            <numerusform>Charge of the Light Brigade: %1, over, %n point</numerusform>
            <numerusform>Charge of the Light Brigade: %1, over, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The charge is over: %n point(s).</source>
        <translation>
            <numerusform>The charge is over: %n point.</numerusform>
            <numerusform>The charge is over: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;h2 style=&apos;margin:0&apos;&gt;Score: %n point(s)&lt;/h2&gt;</source>
        <translation>
            <numerusform>&lt;h2 style=&apos;margin:0&apos;&gt;Score: %n point&lt;/h2&gt;</numerusform>
            <numerusform>&lt;h2 style=&apos;margin:0&apos;&gt;Score: %n points&lt;/h2&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Russian(s) killed at the battery.</source>
        <translation>
            <numerusform>%n Russian killed at the battery.</numerusform>
            <numerusform>%n Russians killed at the battery.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::MarkerTool</name>
    <message numerus="yes">
        <source>%1: %n morale counter(s)</source>
        <translation>
            <numerusform>%1: %n morale counter</numerusform>
            <numerusform>%1: %n morale counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n morale counter(s).</source>
        <translation>
            <numerusform>%1 has %n morale counter.</numerusform>
            <numerusform>%1 has %n morale counters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::MeleePanel</name>
    <message numerus="yes">
        <source>%n step(s) %1</source>
        <translation>
            <numerusform>%n step %1</numerusform>
            <numerusform>%n steps %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %3, %n step(s) taken)</source>
        <translation>
            <numerusform>%1 (%2 of %3, %n step taken)</numerusform>
            <numerusform>%1 (%2 of %3, %n steps taken)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n man</numerusform>
            <numerusform>%n men</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::OrderOfBattlePanel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to deploy</source>
        <translation>
            <numerusform>%n to deploy</numerusform>
            <numerusform>%n to deploy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n general</numerusform>
            <numerusform>%n generals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n units chosen: a change in the Inspector applies to all of them.</source>
        <translation>
            <numerusform>%n unit chosen: a change in the Inspector applies to it.</numerusform>
            <numerusform>%n units chosen: a change in the Inspector applies to all of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::PlayerMessages</name>
    <message numerus="yes">
        <source>A message to a side holds at most %n characters.</source>
        <translation>
            <numerusform>A message to a side holds at most %n character.</numerusform>
            <numerusform>A message to a side holds at most %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::ShareDialog</name>
    <message numerus="yes">
        <source>Sharing %1 on %2, port %3: %n device(s) connected.</source>
        <translation>
            <numerusform>Sharing %1 on %2, port %3: %n device connected.</numerusform>
            <numerusform>Sharing %1 on %2, port %3: %n devices connected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::TerrainInspector</name>
    <message numerus="yes">
        <source>area %1, perimeter %2, %n corner(s)</source>
        <translation>
            <numerusform>area %1, perimeter %2, %n corner</numerusform>
            <numerusform>area %1, perimeter %2, %n corners</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::Progress</name>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s) (%3 %)</source>
        <translation>
            <numerusform>%1: %2 of %Ln game (%3 %)</numerusform>
            <numerusform>%1: %2 of %Ln games (%3 %)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::balagan</name>
    <message numerus="yes">
        <source>Bound %1, %2, %3 to move: %n morale test(s).
</source>
        <translation>
            <numerusform>Bound %1, %2, %3 to move: %n morale test.
</numerusform>
            <numerusform>Bound %1, %2, %3 to move: %n morale tests.
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::brown</name>
    <message numerus="yes">
        <source>The attacker takes %n casualty step(s).</source>
        <translation>
            <numerusform>The attacker takes %n casualty step.</numerusform>
            <numerusform>The attacker takes %n casualty steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The defender takes %n casualty step(s).</source>
        <translation>
            <numerusform>The defender takes %n casualty step.</numerusform>
            <numerusform>The defender takes %n casualty steps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::camera</name>
    <message numerus="yes">
        <source>%n unit(s) seen</source>
        <translation>
            <numerusform>%n unit seen</numerusform>
            <numerusform>%n units seen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) made as one step.</source>
        <translation>
            <numerusform>%n move made as one step.</numerusform>
            <numerusform>%n moves made as one step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::campaign</name>
    <message numerus="yes">
        <source>Copied “%1” to %2: %n battle(s),</source>
        <translation>
            <numerusform>Copied “%1” to %2: %n battle,</numerusform>
            <numerusform>Copied “%1” to %2: %n battles,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entry(ies).</source>
        <translation>
            <numerusform>%n log entry.</numerusform>
            <numerusform>%n log entries.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::lightbrigade</name>
    <message numerus="yes">
        <source>Charge of the Light Brigade: %n charge(s), seed %1, %2</source>
        <translation>
            <numerusform>Charge of the Light Brigade: %n charge, seed %1, %2</numerusform>
            <numerusform>Charge of the Light Brigade: %n charges, seed %1, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::oob</name>
    <message numerus="yes">
        <source>%n side(s)</source>
        <translation>
            <numerusform>%n side</numerusform>
            <numerusform>%n sides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n general</numerusform>
            <numerusform>%n generals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::tennyson</name>
    <message numerus="yes">
        <source>Anyone for Tennyson: %n game(s), seed %1, players %2, victory %3</source>
        <translation>
            <numerusform>Anyone for Tennyson: %n game, seed %1, players %2, victory %3</numerusform>
            <numerusform>Anyone for Tennyson: %n games, seed %1, players %2, victory %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::dice::EnteredDiceSource</name>
    <message numerus="yes">
        <source>%n face(s) expected, %1 given.</source>
        <translation>
            <numerusform>%n face expected, %1 given.</numerusform>
            <numerusform>%n faces expected, %1 given.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::render::UnitPainter</name>
    <message numerus="yes">
        <source>%n morale counter(s)</source>
        <translation>
            <numerusform>%n morale counter</numerusform>
            <numerusform>%n morale counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n man</numerusform>
            <numerusform>%n men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crew</source>
        <comment>the men serving a battery&apos;s guns</comment>
        <translation>
            <numerusform>%n crew</numerusform>
            <numerusform>%n crew</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guns</source>
        <translation>
            <numerusform>%n gun</numerusform>
            <numerusform>%n guns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Battle</name>
    <message numerus="yes">
        <source>%1 tests morale: %2 %3 = %4, fails (%n counter(s)).</source>
        <translation>
            <numerusform>%1 tests morale: %2 %3 = %4, fails (%n counter).</numerusform>
            <numerusform>%1 tests morale: %2 %3 = %4, fails (%n counters).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::DivisionCheck</name>
    <message numerus="yes">
        <source>%1 (%2) has %n unit(s); a division has %3 to %4.</source>
        <translation>
            <numerusform>%1 (%2) has %n unit; a division has %3 to %4.</numerusform>
            <numerusform>%1 (%2) has %n units; a division has %3 to %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeProcedure</name>
    <message numerus="yes">
        <source>%n men</source>
        <comment>casualties of a ride down</comment>
        <translation>
            <numerusform>%n man</numerusform>
            <numerusform>%n men</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::MeleeFight</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>casualty steps lost in a melee round</comment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ModifierList</name>
    <message numerus="yes">
        <source>%n secure flank(s).</source>
        <translation>
            <numerusform>%n secure flank.</numerusform>
            <numerusform>%n secure flanks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::TownBlock</name>
    <message numerus="yes">
        <source>%1: %n stand(s) (%2), average CW %3</source>
        <translation>
            <numerusform>%1: %n stand (%2), average CW %3</numerusform>
            <numerusform>%1: %n stands (%2), average CW %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::tennyson</name>
    <message numerus="yes">
        <source>the %1 lose a half squadron (%n stand(s) left)</source>
        <translation>
            <numerusform>the %1 lose a half squadron (%n stand left)</numerusform>
            <numerusform>the %1 lose a half squadron (%n stands left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 regain a half squadron (%n stand(s))</source>
        <translation>
            <numerusform>the %1 regain a half squadron (%n stand)</numerusform>
            <numerusform>the %1 regain a half squadron (%n stands)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a half squadron is lost (%n stand(s) left)</source>
        <translation>
            <numerusform>a half squadron is lost (%n stand left)</numerusform>
            <numerusform>a half squadron is lost (%n stands left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n battery(ies) fire on the %2 at %3; hit on 0-%4 (%5); rolled %6: %7.</source>
        <translation>
            <numerusform>%1: %n battery fires on the %2 at %3; hit on 0-%4 (%5); rolled %6: %7.</numerusform>
            <numerusform>%1: %n batteries fire on the %2 at %3; hit on 0-%4 (%5); rolled %6: %7.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n card(s) the game is drawn.</source>
        <translation>
            <numerusform>After %n card the game is drawn.</numerusform>
            <numerusform>After %n cards the game is drawn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The glory count is over: the %1 win with %n point(s).</source>
        <translation>
            <numerusform>The glory count is over: the %1 win with %n point.</numerusform>
            <numerusform>The glory count is over: the %1 win with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The glory count is over: a tie at %n point(s), the game is drawn.</source>
        <translation>
            <numerusform>The glory count is over: a tie at %n point, the game is drawn.</numerusform>
            <numerusform>The glory count is over: a tie at %n points, the game is drawn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is exhausted: the discard pile of %n card(s) is shuffled into a new deck.</source>
        <translation>
            <numerusform>The deck is exhausted: the discard pile of %n card is shuffled into a new deck.</numerusform>
            <numerusform>The deck is exhausted: the discard pile of %n cards is shuffled into a new deck.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::table::Deployment</name>
    <message numerus="yes">
        <source>The units do not fit: %n more row(s) would reach beyond the back of the area.</source>
        <translation>
            <numerusform>The units do not fit: %n more row would reach beyond the back of the area.</numerusform>
            <numerusform>The units do not fit: %n more rows would reach beyond the back of the area.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::table::OrderOfBattleCsv</name>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… and %n more problem.</numerusform>
            <numerusform>… and %n more problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>line %1: %2, but the header names %n column(s)</source>
        <translation>
            <numerusform>line %1: %2, but the header names %n column</numerusform>
            <numerusform>line %1: %2, but the header names %n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n value</numerusform>
            <numerusform>%n values</numerusform>
        </translation>
    </message>
</context>
</TS>
