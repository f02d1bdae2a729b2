<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
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
    <name>vedette::rules::brown::TownBlock</name>
    <message numerus="yes">
        <source>%1: %n stand(s) (%2), average CW %3</source>
        <translation>
            <numerusform>%1: %n stand (%2), average CW %3</numerusform>
            <numerusform>%1: %n stands (%2), average CW %3</numerusform>
        </translation>
    </message>
</context>
</TS>
