<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>vedette::LogPanel</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
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
</TS>
