<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Application</name>
    <message>
        <source>Vedette: the referee&apos;s table assistant for miniatures wargames.</source>
        <translation>Vedette: der Assistent des Schiedsrichters am Spieltisch für Tabletop-Kriegsspiele.</translation>
    </message>
    <message>
        <source>Campaign file (.vedette) to open.</source>
        <translation>Kampagnendatei (.vedette), die geöffnet werden soll.</translation>
    </message>
</context>
<context>
    <name>CampaignLock</name>
    <message>
        <source>the lock file keeps being replaced</source>
        <translation>die Sperrdatei wird immer wieder ersetzt</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Lay smoke</source>
        <translation>Pulverdampf legen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>Clear smoke</source>
        <translation>Pulverdampf entfernen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>Pin Ruler</source>
        <translation>Lineal anheften</translation>
    </message>
    <message>
        <source>Attach %1 to %2</source>
        <translation>%1 an %2 anschließen</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <translation>%1 lösen</translation>
    </message>
    <message>
        <source>Remove Ruler</source>
        <translation>Lineal entfernen</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>Pulverdampf</translation>
    </message>
    <message>
        <source>pinned ruler</source>
        <translation>angeheftetes Lineal</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n General</numerusform>
            <numerusform>%n Generäle</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n side(s)</source>
        <translation>
            <numerusform>%n Seite löschen</numerusform>
            <numerusform>%n Seiten löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Move %1 out of their division</source>
        <translation>%1 aus ihrer Division nehmen</translation>
    </message>
    <message>
        <source>Move %1 to division %2</source>
        <translation>%1 in Division %2 verschieben</translation>
    </message>
    <message>
        <source>Rename division %1 to %2</source>
        <translation>Division %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Deploy %1</source>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <source>Take %1 off the table</source>
        <translation>%1 vom Spieltisch nehmen</translation>
    </message>
    <message>
        <source>Deployment zone of %1</source>
        <translation>Aufstellungszone von %1</translation>
    </message>
    <message>
        <source>the unit is not on the table</source>
        <translation>die Einheit steht nicht auf dem Spieltisch</translation>
    </message>
    <message>
        <source>Give camera markers to %1</source>
        <translation>Kameramarken an %1 vergeben</translation>
    </message>
    <message numerus="yes">
        <source>Camera: %n unit(s) moved</source>
        <translation>
            <numerusform>Kamera: %n Einheit bewegt</numerusform>
            <numerusform>Kamera: %n Einheiten bewegt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
</context>
<context>
    <name>LightBrigade</name>
    <message>
        <source>Captain</source>
        <translation>Rittmeister</translation>
    </message>
    <message>
        <source>Trumpeter</source>
        <translation>Trompeter</translation>
    </message>
    <message>
        <source>Rider</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>Versprengter</translation>
    </message>
    <message>
        <source>In the charge</source>
        <translation>Im Angriff</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>Fled</source>
        <translation>Geflohen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Kühn</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Besonnen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>Begegnung</translation>
    </message>
    <message>
        <source>man obstacle</source>
        <translation>Personenhindernis</translation>
    </message>
    <message>
        <source>ground obstacle</source>
        <translation>Geländehindernis</translation>
    </message>
    <message>
        <source>evade</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>wound after a failed evade</source>
        <translation>Verwundung nach misslungenem Ausweichen</translation>
    </message>
    <message>
        <source>cannon fire</source>
        <translation>Kanonenfeuer</translation>
    </message>
    <message>
        <source>musketry fire</source>
        <translation>Musketenfeuer</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>Tötung</translation>
    </message>
    <message>
        <source>spur</source>
        <translation>Sporen geben</translation>
    </message>
    <message>
        <source>melee opponent</source>
        <translation>Gegner im Nahkampf</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>kill in melee</source>
        <translation>Tötung im Nahkampf</translation>
    </message>
    <message>
        <source>spur points of the new horse</source>
        <translation>Sporenpunkte des neuen Pferdes</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>Moral</translation>
    </message>
    <message>
        <source>break</source>
        <translation>Zusammenbruch</translation>
    </message>
    <message>
        <source>rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>straggler&apos;s skill</source>
        <translation>Fertigkeit des Versprengten</translation>
    </message>
    <message>
        <source>straggler&apos;s wounds</source>
        <translation>Wunden des Versprengten</translation>
    </message>
    <message>
        <source>straggler&apos;s horse</source>
        <translation>Pferd des Versprengten</translation>
    </message>
    <message>
        <source>spur points of the straggler&apos;s horse</source>
        <translation>Sporenpunkte des Pferdes des Versprengten</translation>
    </message>
    <message>
        <source>who carries the straggler</source>
        <translation>wer den Versprengten mitnimmt</translation>
    </message>
    <message>
        <source>Unknown troop type.</source>
        <translation>Unbekannte Truppengattung.</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>Hussars</source>
        <translation>Husaren</translation>
    </message>
    <message>
        <source>Lancers</source>
        <translation>Lanciers</translation>
    </message>
    <message>
        <source>The saved Charge of the Light Brigade is damaged: %1</source>
        <translation>Das gespeicherte Charge of the Light Brigade ist beschädigt: %1</translation>
    </message>
    <message>
        <source>A choice of the charge is neither on nor off.</source>
        <translation>Eine Option des Angriffs ist weder ein- noch ausgeschaltet.</translation>
    </message>
    <message>
        <source>Riding</source>
        <translation>Reiten</translation>
    </message>
    <message>
        <source>Horsemanship</source>
        <translation>Reitkunst</translation>
    </message>
    <message>
        <source>Steadfast</source>
        <translation>Standhaft</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Kämpfen</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Zäh</translation>
    </message>
    <message>
        <source>Flat &amp; Level</source>
        <translation>Flach &amp; eben</translation>
    </message>
    <message>
        <source>Flat &amp; Even</source>
        <translation>Flach &amp; gleichmäßig</translation>
    </message>
    <message>
        <source>Ground Obstacle</source>
        <translation>Geländehindernis</translation>
    </message>
    <message>
        <source>Man Obstacle</source>
        <translation>Personenhindernis</translation>
    </message>
    <message>
        <source>Cannon Fire</source>
        <translation>Kanonenfeuer</translation>
    </message>
    <message>
        <source>Musketry Fire</source>
        <translation>Musketenfeuer</translation>
    </message>
    <message>
        <source>Corpse</source>
        <translation>Leiche</translation>
    </message>
    <message>
        <source>Wounded Man</source>
        <translation>Verwundeter</translation>
    </message>
    <message>
        <source>Dead Horse</source>
        <translation>Totes Pferd</translation>
    </message>
    <message>
        <source>Riderless Horse</source>
        <translation>Herrenloses Pferd</translation>
    </message>
    <message>
        <source>Uneven Ground</source>
        <translation>Unebener Boden</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Gebüsch</translation>
    </message>
    <message>
        <source>Rocks</source>
        <translation>Felsen</translation>
    </message>
    <message>
        <source>Ditch</source>
        <translation>Graben</translation>
    </message>
    <message>
        <source>Double Canister</source>
        <translation>Doppelte Kartätsche</translation>
    </message>
    <message>
        <source>Canister</source>
        <translation>Kartätsche</translation>
    </message>
    <message>
        <source>Round Shot</source>
        <translation>Vollkugel</translation>
    </message>
    <message>
        <source>Cannon Ball</source>
        <translation>Kanonenkugel</translation>
    </message>
    <message>
        <source>Exploding Shell</source>
        <translation>Sprenggranate</translation>
    </message>
    <message>
        <source>Shrapnel</source>
        <translation>Schrapnell</translation>
    </message>
    <message>
        <source>Musket Fire</source>
        <translation>Musketenschuss</translation>
    </message>
    <message>
        <source>Musket Volley</source>
        <translation>Musketensalve</translation>
    </message>
    <message>
        <source>Rifle Shot</source>
        <translation>Büchsenschuss</translation>
    </message>
    <message>
        <source>Officer with Saber</source>
        <translation>Offizier mit Säbel</translation>
    </message>
    <message>
        <source>Cossack with Sword</source>
        <translation>Kosak mit Schwert</translation>
    </message>
    <message>
        <source>Russian Lancer</source>
        <translation>Russischer Lanzenreiter</translation>
    </message>
    <message>
        <source>Greatcoat with Bayonet</source>
        <translation>Infanterist mit Bajonett</translation>
    </message>
    <message>
        <source>Artilleryman</source>
        <translation>Kanonier</translation>
    </message>
    <message>
        <source>No Opponent this Turn</source>
        <translation>Kein Gegner in dieser Runde</translation>
    </message>
    <message>
        <source>Good morale</source>
        <translation>Gute Moral</translation>
    </message>
    <message>
        <source>Hurried</source>
        <translation>Gehetzt</translation>
    </message>
    <message>
        <source>Hesitates</source>
        <translation>Zögert</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Weicht zurück</translation>
    </message>
    <message>
        <source>Capt. %1</source>
        <translation>Rittm. %1</translation>
    </message>
    <message>
        <source>Tptr. %1</source>
        <translation>Tromp. %1</translation>
    </message>
    <message>
        <source>Pte. %1</source>
        <translation>Reiter %1</translation>
    </message>
    <message>
        <source>Rider %1</source>
        <translation>Reiter %1</translation>
    </message>
    <message>
        <source>Straggler %1</source>
        <translation>Versprengter %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A troop of %1 forms up for the charge%2. %3.</source>
        <translation>Eine Truppe %1 stellt sich%2 zum Angriff auf. %3.</translation>
    </message>
    <message>
        <source> in the front rank</source>
        <translation> im vorderen Glied</translation>
    </message>
    <message>
        <source>Fled the field: %1.</source>
        <translation>Vom Feld geflohen: %1.</translation>
    </message>
    <message>
        <source>Turn %1: melee turn %2 of 5 at the battery.</source>
        <translation>Runde %1: Nahkampfrunde %2 von 5 an der Batterie.</translation>
    </message>
    <message>
        <source>Turn %1: the troop rides toward the battery.</source>
        <translation>Runde %1: Die Truppe reitet auf die Batterie zu.</translation>
    </message>
    <message>
        <source>Turn %1: the troop rides back toward the British lines.</source>
        <translation>Runde %1: Die Truppe reitet zurück zu den britischen Linien.</translation>
    </message>
    <message>
        <source>%1 at the battery: %2</source>
        <translation>%1 an der Batterie: %2</translation>
    </message>
    <message>
        <source>hesitates, and his blown horse cannot be spurred: he stays</source>
        <translation>zögert, und sein erschöpftes Pferd kann nicht angespornt werden: er bleibt stehen</translation>
    </message>
    <message>
        <source>hesitates and stays</source>
        <translation>zögert und bleibt stehen</translation>
    </message>
    <message>
        <source>hesitates, but spurs his horse on</source>
        <translation>zögert, gibt seinem Pferd aber die Sporen</translation>
    </message>
    <message>
        <source>is hurried, but his horse is blown: he moves once</source>
        <translation>ist gehetzt, aber sein Pferd ist erschöpft: er bewegt sich einmal</translation>
    </message>
    <message>
        <source>is hurried and must spur for a second move</source>
        <translation>ist gehetzt und muss für eine zweite Bewegung die Sporen geben</translation>
    </message>
    <message>
        <source>spurs for a second move</source>
        <translation>gibt für eine zweite Bewegung die Sporen</translation>
    </message>
    <message>
        <source>spurs for +2 to his evade roll</source>
        <translation>gibt die Sporen für +2 auf seinen Ausweichwurf</translation>
    </message>
    <message>
        <source>second move</source>
        <translation>zweite Bewegung</translation>
    </message>
    <message>
        <source>he is home</source>
        <translation>er ist zurück</translation>
    </message>
    <message>
        <source>now in space %1</source>
        <translation>jetzt auf Feld %1</translation>
    </message>
    <message>
        <source>%1 (space %2): %3</source>
        <translation>%1 (Feld %2): %3</translation>
    </message>
    <message>
        <source>spur roll %1 under %2 spur points: the horse is blown</source>
        <translation>Sporenwurf %1 unter %2 Sporenpunkten: Das Pferd ist erschöpft</translation>
    </message>
    <message>
        <source>spur roll %1, %2 spur points</source>
        <translation>Sporenwurf %1, %2 Sporenpunkte</translation>
    </message>
    <message>
        <source>spurs for +2 to fight</source>
        <translation>gibt die Sporen für +2 auf den Kampf</translation>
    </message>
    <message>
        <source>no opponent this turn</source>
        <translation>kein Gegner in dieser Runde</translation>
    </message>
    <message>
        <source>fights a %1 (fight %2) with %3: the Russian is killed</source>
        <translation>kämpft gegen %1 (Kampf %2) mit %3: Der Russe wird getötet</translation>
    </message>
    <message>
        <source>fights a %1 (fight %2) with %3 and fails</source>
        <translation>kämpft gegen %1 (Kampf %2) mit %3 und scheitert</translation>
    </message>
    <message>
        <source>%1 (front rank: counts as %2)</source>
        <translation>%1 (vorderes Glied: zählt als %2)</translation>
    </message>
    <message>
        <source>%1 (evade %2): evaded with %3</source>
        <translation>%1 (Ausweichen %2): ausgewichen mit %3</translation>
    </message>
    <message>
        <source>%1 (evade %2): fails with %3 and is hurt</source>
        <translation>%1 (Ausweichen %2): scheitert mit %3 und wird verletzt</translation>
    </message>
    <message>
        <source>%1 (evade %2): fails with %3 and stays</source>
        <translation>%1 (Ausweichen %2): scheitert mit %3 und bleibt stehen</translation>
    </message>
    <message>
        <source>switches to the riderless horse (%1 spur points)</source>
        <translation>wechselt auf das herrenlose Pferd (%1 Sporenpunkte)</translation>
    </message>
    <message>
        <source>%1 (hit %2): missed with %3</source>
        <translation>%1 (Treffer %2): verfehlt mit %3</translation>
    </message>
    <message>
        <source>%1 (hit %2, kill %3): hit with %4, kill roll %5</source>
        <translation>%1 (Treffer %2, Tötung %3): getroffen mit %4, Tötungswurf %5</translation>
    </message>
    <message>
        <source>%1 (hit %2, kill %3): hit with %4, kill roll %5, wounded</source>
        <translation>%1 (Treffer %2, Tötung %3): getroffen mit %4, Tötungswurf %5, verwundet</translation>
    </message>
    <message>
        <source>first into the battery: five melee turns follow</source>
        <translation>als Erster in der Batterie: Es folgen fünf Nahkampfrunden</translation>
    </message>
    <message>
        <source>reaches the battery</source>
        <translation>erreicht die Batterie</translation>
    </message>
    <message>
        <source>wounded (wounds: %1), and dies of his wounds</source>
        <translation>verwundet (Wunden: %1) und erliegt seinen Wunden</translation>
    </message>
    <message>
        <source>wounded (wounds: %1)</source>
        <translation>verwundet (Wunden: %1)</translation>
    </message>
    <message>
        <source>the Captain is never killed: a wound instead</source>
        <translation>der Rittmeister fällt nie: stattdessen eine Wunde</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>brings %1 home</source>
        <translation>bringt %1 zurück</translation>
    </message>
    <message>
        <source>%1, his passenger, is lost</source>
        <translation>%1, sein Mitreiter, geht verloren</translation>
    </message>
    <message>
        <source>a wounded rider joins on his own horse as %1</source>
        <translation>ein verwundeter Reiter schließt sich auf seinem eigenen Pferd als %1 an</translation>
    </message>
    <message>
        <source>a wounded rider, %1, walks home safely</source>
        <translation>ein verwundeter Reiter, %1, geht sicher zu Fuß zurück</translation>
    </message>
    <message>
        <source>a wounded rider, %1, climbs up behind %2</source>
        <translation>ein verwundeter Reiter, %1, steigt hinter %2 auf</translation>
    </message>
    <message>
        <source>%1 fails (%2): %3</source>
        <translation>%1 besteht nicht (%2): %3</translation>
    </message>
    <message>
        <source>Morale: a man fell this turn; every man holds.</source>
        <translation>Moral: In dieser Runde ist ein Mann gefallen; jeder Mann hält stand.</translation>
    </message>
    <message>
        <source>Morale: a man fell this turn. %1.</source>
        <translation>Moral: In dieser Runde ist ein Mann gefallen. %1.</translation>
    </message>
    <message>
        <source>Rally: the Captain does not try to rally anyone.</source>
        <translation>Sammeln: Der Rittmeister versucht niemanden zu sammeln.</translation>
    </message>
    <message>
        <source>(+1 the Trumpeter sounds at his side)</source>
        <translation>(+1: Der Trompeter bläst an seiner Seite)</translation>
    </message>
    <message>
        <source>(-1 the Captain is wounded)</source>
        <translation>(-1: Der Rittmeister ist verwundet)</translation>
    </message>
    <message>
        <source>Rally: the Captain rallies the men who were %1 with %2%3.</source>
        <translation>Sammeln: Der Rittmeister sammelt die Männer mit dem Status „%1“ mit %2%3.</translation>
    </message>
    <message>
        <source>Rally: the Captain fails to rally the men who were %1 with %2%3.</source>
        <translation>Sammeln: Der Rittmeister scheitert beim Sammeln der Männer mit dem Status „%1“ mit %2%3.</translation>
    </message>
    <message>
        <source>The charge is over after turn %1. Of the twelve, %2 came home, %3 were killed and %4 fled.</source>
        <translation>Der Angriff ist nach Runde %1 vorbei. Von den zwölf kamen %2 zurück, %3 fielen und %4 flohen.</translation>
    </message>
    <message numerus="yes">
        <source>%n Russian(s) killed.</source>
        <translation>
            <numerusform>%n Russe getötet.</numerusform>
            <numerusform>%n Russen getötet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stragglers brought home: %1 of %2.</source>
        <translation>Zurückgebrachte Versprengte: %1 von %2.</translation>
    </message>
    <message numerus="yes">
        <source>Score: %n point(s).</source>
        <translation>
            <numerusform>Punktzahl: %n Punkt.</numerusform>
            <numerusform>Punktzahl: %n Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogExportPdf</name>
    <message>
        <source>No picture of the table is available.</source>
        <translation>Es ist kein Bild des Spieltischs verfügbar.</translation>
    </message>
    <message>
        <source>After-action report: %1</source>
        <translation>Gefechtsbericht: %1</translation>
    </message>
    <message>
        <source>Campaign: %1</source>
        <translation>Kampagne: %1</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <source>Printed: %1</source>
        <translation>Gedruckt: %1</translation>
    </message>
    <message>
        <source>Log entries: %1</source>
        <translation>Protokolleinträge: %1</translation>
    </message>
    <message>
        <source>The table at the start of the battle</source>
        <translation>Der Spieltisch zu Beginn der Schlacht</translation>
    </message>
    <message>
        <source>Log of the battle</source>
        <translation>Protokoll der Schlacht</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>(voided)</source>
        <translation>(annulliert)</translation>
    </message>
    <message>
        <source>Nothing was logged in this battle.</source>
        <translation>In dieser Schlacht wurde nichts protokolliert.</translation>
    </message>
    <message>
        <source>The table at the end of the battle</source>
        <translation>Der Spieltisch am Ende der Schlacht</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>Das PDF konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <translation>%1 — Seite %2 von %3</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Brown&apos;s house rule: %1 a turn.</source>
        <translation>Browns Hausregel: %1 je Zug.</translation>
    </message>
</context>
<context>
    <name>SetUpFeature</name>
    <message>
        <source>New Battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Open a campaign you can write to first (File &gt; Open, or New Campaign).</source>
        <translation>Zuerst eine Kampagne mit Schreibzugriff öffnen (Datei &gt; Öffnen oder Neue Kampagne).</translation>
    </message>
    <message>
        <source>The battle could not be started: %1</source>
        <translation>Die Schlacht konnte nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>New &amp;Battle…</source>
        <translation>Neue &amp;Schlacht…</translation>
    </message>
    <message>
        <source>Start a battle in this campaign: from one of its scenarios, or from an empty table with the rule system, size and sides you choose</source>
        <translation>Eine Schlacht in dieser Kampagne beginnen: aus einem ihrer Szenarien oder auf einem leeren Spieltisch mit frei gewähltem Regelsystem, Größe und Seiten</translation>
    </message>
</context>
<context>
    <name>ShareFeature</name>
    <message>
        <source>Share with &amp;Players…</source>
        <translation>Mit den &amp;Spielern teilen…</translation>
    </message>
    <message>
        <source>Each side sees its own view of the battle on a phone or tablet, live</source>
        <translation>Jede Seite sieht ihre eigene Ansicht der Schlacht live auf einem Telefon oder Tablet</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>A picture of %1 x %2 pixels is too large; choose a lower resolution.</source>
        <translation>Ein Bild mit %1 x %2 Pixeln ist zu groß; wählen Sie eine geringere Auflösung.</translation>
    </message>
    <message>
        <source>Not enough memory for a picture of %1 x %2 pixels.</source>
        <translation>Nicht genug Speicher für ein Bild mit %1 x %2 Pixeln.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The table drawn by Vedette at true scale</source>
        <translation>Der Spieltisch, von Vedette maßstabsgetreu gezeichnet</translation>
    </message>
    <message>
        <source>%1 — sheet %2 of %3</source>
        <translation>%1 — Blatt %2 von %3</translation>
    </message>
    <message>
        <source>row %1 of %2, column %3 of %4; trim the shaded strips and lay each sheet on its neighbour&apos;s edge</source>
        <translation>Zeile %1 von %2, Spalte %3 von %4; die schattierten Streifen abschneiden und jedes Blatt an die Kante seines Nachbarn legen</translation>
    </message>
    <message>
        <source>50 mm: measure to check the scale</source>
        <translation>50 mm: nachmessen, um den Maßstab zu prüfen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>The sheets are too small to print the table on.</source>
        <translation>Die Blätter sind zu klein, um den Spieltisch darauf zu drucken.</translation>
    </message>
    <message>
        <source>Unknown picture format for %1: use .png, .svg or .pdf.</source>
        <translation>Unbekanntes Bildformat für %1: Verwenden Sie .png, .svg oder .pdf.</translation>
    </message>
</context>
<context>
    <name>TableFeature</name>
    <message>
        <source>Export &amp;Table</source>
        <translation>Spieltisch e&amp;xportieren</translation>
    </message>
    <message>
        <source>True &amp;Scale</source>
        <translation>&amp;Maßstabsgetreu</translation>
    </message>
    <message>
        <source>One inch on paper is one inch on the table</source>
        <translation>Ein Zoll auf dem Papier entspricht einem Zoll auf dem Spieltisch</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Spieltisch exportieren</translation>
    </message>
    <message>
        <source>Table exported to %1</source>
        <translation>Spieltisch nach %1 exportiert</translation>
    </message>
    <message>
        <source>As &amp;PNG Picture…</source>
        <translation>Als &amp;PNG-Bild…</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>As S&amp;VG Drawing…</source>
        <translation>Als S&amp;VG-Zeichnung…</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>As P&amp;DF…</source>
        <translation>Als P&amp;DF…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;rint Table…</source>
        <translation>Spieltisch d&amp;rucken…</translation>
    </message>
    <message numerus="yes">
        <source>Printed the table on %n sheet(s)</source>
        <translation>
            <numerusform>Spieltisch auf %n Blatt gedruckt</numerusform>
            <numerusform>Spieltisch auf %n Blättern gedruckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Table Tools</source>
        <translation>Spieltisch-Werkzeuge</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Werkzeugoptionen</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>Lines every inch (or centimetre) over the table</source>
        <translation>Linien alle Zoll (bzw. Zentimeter) über dem Spieltisch</translation>
    </message>
    <message>
        <source>&amp;Clear Pinned Rulers</source>
        <translation>Angeheftete Lineale ent&amp;fernen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Table</source>
        <translation>Spieltisch ein&amp;passen</translation>
    </message>
</context>
<context>
    <name>TerrainItem</name>
    <message>
        <source>height %1</source>
        <translation>Höhe %1</translation>
    </message>
    <message>
        <source>%1 (height %2)</source>
        <translation>%1 (Höhe %2)</translation>
    </message>
</context>
<context>
    <name>vedette::AboutDialog</name>
    <message>
        <source>About Vedette</source>
        <translation>Über Vedette</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Vedette %1&lt;/h2&gt;&lt;p&gt;The referee&apos;s table assistant for miniatures wargames: the table to scale, measurement edge to edge, charges, melees and morale resolved from the rule charts with the odds shown before the dice are thrown, and a campaign log kept safely.&lt;/p&gt;&lt;p&gt;Rule systems: Dan Brown&apos;s &lt;i&gt;Mechanics of a Charge&lt;/i&gt;, Balagan&apos;s &lt;i&gt;Marlburian Rules&lt;/i&gt;, the solo &lt;i&gt;Charge of the Light Brigade&lt;/i&gt; and the card game &lt;i&gt;Anyone for Tennyson&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Vedette %1&lt;/h2&gt;&lt;p&gt;Der Assistent des Schiedsrichters am Spieltisch für Tabletop-Kriegsspiele: der Spieltisch maßstabsgetreu, Messung von Kante zu Kante, Angriffe, Nahkämpfe und Moral nach den Tabellen der Regeln aufgelöst, mit den Chancen vor dem Würfeln angezeigt, und ein sicher geführtes Kampagnenprotokoll.&lt;/p&gt;&lt;p&gt;Regelsysteme: Dan Browns &lt;i&gt;Mechanics of a Charge&lt;/i&gt;, Balagans &lt;i&gt;Marlburian Rules&lt;/i&gt;, das Solospiel &lt;i&gt;Charge of the Light Brigade&lt;/i&gt; und das Kartenspiel &lt;i&gt;Anyone for Tennyson&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2. Freie Software unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganActMenu</name>
    <message>
        <source>%1 has done what it may this bound.</source>
        <translation>%1 hat in diesem Zug alles getan, was erlaubt ist.</translation>
    </message>
    <message>
        <source>%1 in 6, %2%</source>
        <translation>%1 von 6, %2%</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: contact %2%</source>
        <translation>%1: Kontakt %2%</translation>
    </message>
    <message>
        <source>Fire on</source>
        <translation>Feuern auf</translation>
    </message>
    <message>
        <source>%1: fails its test %2%</source>
        <translation>%1: besteht den Test nicht %2%</translation>
    </message>
    <message numerus="yes">
        <source>Its orders (%1) hold back %n more choice(s): Ctrl+right-click offers them as the referee&apos;s override, logged.</source>
        <translation>
            <numerusform>Ihr Befehl (%1) hält %n weitere Möglichkeit zurück: Strg+Rechtsklick bietet sie als Entscheidung des Schiedsrichters über die Regeln hinweg an, protokolliert.</numerusform>
            <numerusform>Ihr Befehl (%1) hält %n weitere Möglichkeiten zurück: Strg+Rechtsklick bietet sie als Entscheidung des Schiedsrichters über die Regeln hinweg an, protokolliert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (against orders, logged)</source>
        <translation>%1 (gegen den Befehl, protokolliert)</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganController</name>
    <message>
        <source>Balagan&apos;s house rules changed.</source>
        <translation>Balagans Hausregeln geändert.</translation>
    </message>
    <message>
        <source>Roll cancelled; nothing happened.</source>
        <translation>Wurf abgebrochen; nichts ist geschehen.</translation>
    </message>
    <message>
        <source>The set-up is over: deployment is rolled before the first bound.</source>
        <translation>Die Aufstellung ist beendet: Vor dem ersten Zug wird der Aufstellungswurf gemacht.</translation>
    </message>
    <message>
        <source>Every side has rolled for its deployment.</source>
        <translation>Jede Seite hat ihren Aufstellungswurf gemacht.</translation>
    </message>
    <message>
        <source>Balagan deployment roll</source>
        <translation>Balagan-Aufstellungswurf</translation>
    </message>
    <message>
        <source>The morale tests of this bound are taken; the side moves or ends its bound.</source>
        <translation>Die Moraltests dieses Zuges sind abgelegt; die Seite bewegt sich oder beendet ihren Zug.</translation>
    </message>
    <message>
        <source>Balagan morale tests</source>
        <translation>Balagan-Moraltests</translation>
    </message>
    <message>
        <source>There is no unit %1 on the table.</source>
        <translation>Es gibt keine Einheit %1 auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist beendet.</translation>
    </message>
    <message>
        <source>Balagan morale test</source>
        <translation>Balagan-Moraltest</translation>
    </message>
    <message>
        <source>A factor can be overridden from -6 to +6, not %1.</source>
        <translation>Ein Faktor kann von -6 bis +6 überschrieben werden, nicht %1.</translation>
    </message>
    <message>
        <source>Override Balagan factor</source>
        <translation>Balagan-Faktor überschreiben</translation>
    </message>
    <message>
        <source>The referee sets %1 of %2 to %3.</source>
        <translation>Der Schiedsrichter setzt %1 von %2 auf %3.</translation>
    </message>
    <message>
        <source>The referee returns %1 of %2 to the table&apos;s value.</source>
        <translation>Der Schiedsrichter setzt %1 von %2 auf den vom Spieltisch abgeleiteten Wert zurück.</translation>
    </message>
    <message>
        <source>End of Balagan bound</source>
        <translation>Ende des Balagan-Zuges</translation>
    </message>
    <message>
        <source>Send messenger</source>
        <translation>Melder senden</translation>
    </message>
    <message>
        <source>No messenger sent: the general is not on the table.</source>
        <translation>Kein Melder gesendet: Der General ist nicht auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>Messengers of %1 ride</source>
        <translation>Melder von %1 reiten</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>%1 moves %2.</source>
        <translation>%1 bewegt sich %2.</translation>
    </message>
    <message>
        <source>Only horse rolls for charging through fog.</source>
        <translation>Nur Kavallerie würfelt für einen Angriff durch den Pulverdampf.</translation>
    </message>
    <message>
        <source>Horse through the fog</source>
        <translation>Kavallerie durch den Pulverdampf</translation>
    </message>
    <message>
        <source>Through the fog: %1 further.</source>
        <translation>Durch den Pulverdampf: %1 weiter.</translation>
    </message>
    <message>
        <source>Through the fog: no extra move.</source>
        <translation>Durch den Pulverdampf: keine zusätzliche Bewegung.</translation>
    </message>
    <message>
        <source>There is no general %1.</source>
        <translation>Es gibt keinen General %1.</translation>
    </message>
    <message>
        <source>%1 changes orders</source>
        <translation>%1 ändert Befehle</translation>
    </message>
    <message>
        <source>Rolled %1: orders are now %2.</source>
        <translation>Wurf %1: Die Befehle lauten jetzt %2.</translation>
    </message>
    <message>
        <source>Rolled %1: the orders stand.</source>
        <translation>Wurf %1: Die Befehle bleiben bestehen.</translation>
    </message>
    <message>
        <source>%1 arrives in person</source>
        <translation>%1 trifft persönlich ein</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganHouseRulesDialog</name>
    <message>
        <source>House Rules: Balagan&apos;s Marlburian</source>
        <translation>Hausregeln: Balagans Marlburian</translation>
    </message>
    <message>
        <source> p</source>
        <comment>paces after a number</comment>
        <translation> p</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Fire and combat</source>
        <translation>Feuer und Kampf</translation>
    </message>
    <message>
        <source>Front arc, each side of straight ahead:</source>
        <translation>Frontsektor, je Seite von geradeaus:</translation>
    </message>
    <message>
        <source>Foot range:</source>
        <translation>Reichweite Fußvolk:</translation>
    </message>
    <message>
        <source>Artillery range:</source>
        <translation>Reichweite Artillerie:</translation>
    </message>
    <message>
        <source>Artillery long range (+1):</source>
        <translation>Artillerie große Entfernung (+1):</translation>
    </message>
    <message>
        <source>Base contact tolerance:</source>
        <translation>Toleranz für Basenkontakt:</translation>
    </message>
    <message>
        <source>Morale factors</source>
        <translation>Moralfaktoren</translation>
    </message>
    <message>
        <source>Support behind within:</source>
        <translation>Unterstützung dahinter innerhalb von:</translation>
    </message>
    <message>
        <source>Enemy behind flank or rear within:</source>
        <translation>Feind hinter Flanke oder Rücken innerhalb von:</translation>
    </message>
    <message>
        <source>Formations and movement</source>
        <translation>Formationen und Bewegung</translation>
    </message>
    <message>
        <source>Double line gap:</source>
        <translation>Abstand doppelte Linie:</translation>
    </message>
    <message>
        <source>Column of march gap:</source>
        <translation>Abstand Marschkolonne:</translation>
    </message>
    <message>
        <source>A wheel costs the distance moved by the outer corner</source>
        <translation>Eine Schwenkung kostet die von der äußeren Ecke zurückgelegte Strecke</translation>
    </message>
    <message>
        <source>Reading M-13: the front arc runs 45° each side of straight ahead from the front corners (setting).</source>
        <translation>Lesart M-13: Der Frontsektor reicht von den vorderen Ecken aus je 45° zu beiden Seiten von geradeaus (Einstellung).</translation>
    </message>
    <message>
        <source>Reading M-13: enemy foot in line has a unit under fire within 200p.</source>
        <translation>Lesart M-13: Feindliches Fußvolk in Linie hält eine Einheit innerhalb von 200p unter Beschuss.</translation>
    </message>
    <message>
        <source>Reading M-13: unlimbered artillery has a unit under fire within 1000p.</source>
        <translation>Lesart M-13: Abgeprotzte Artillerie hält eine Einheit innerhalb von 1000p unter Beschuss.</translation>
    </message>
    <message>
        <source>Reading M-16: +1 when only shot at by artillery at 200p or more.</source>
        <translation>Lesart M-16: +1, wenn nur von Artillerie auf 200p oder mehr beschossen.</translation>
    </message>
    <message>
        <source>In melee = base contact with an enemy unit (reading M-12); on a real table edges this close count as touching.</source>
        <translation>Im Nahkampf = Basenkontakt mit einer feindlichen Einheit (Lesart M-12); auf einem echten Spieltisch gelten so nahe Kanten als berührend.</translation>
    </message>
    <message>
        <source>Reading M-18: −1 unsupported: foot not in double line and no friendly unit within 200p behind.</source>
        <translation>Lesart M-18: −1 ohne Unterstützung: Fußvolk nicht in doppelter Linie und keine befreundete Einheit innerhalb von 200p dahinter.</translation>
    </message>
    <message>
        <source>Reading M-21: −1 for any enemy wholly behind its flank or rear line within 1200p (setting).</source>
        <translation>Lesart M-21: −1 für jeden Feind ganz hinter seiner Flanken- oder Rücklinie innerhalb von 1200p (Einstellung).</translation>
    </message>
    <message>
        <source>Reading M-2: double line = one element behind the other with a gap of 1 cm (setting).</source>
        <translation>Lesart M-2: doppelte Linie = ein Element hinter dem anderen mit 1 cm Abstand (Einstellung).</translation>
    </message>
    <message>
        <source>Reading M-2: column of march = one element behind the other with a gap of 2 cm (setting).</source>
        <translation>Lesart M-2: Marschkolonne = ein Element hinter dem anderen mit 2 cm Abstand (Einstellung).</translation>
    </message>
    <message>
        <source>Reading M-11: wheel cost = distance moved by the outer corner (setting). Off: the distance moved by the unit&apos;s centre.</source>
        <translation>Lesart M-11: Kosten einer Schwenkung = die von der äußeren Ecke zurückgelegte Strecke (Einstellung). Aus: die vom Mittelpunkt der Einheit zurückgelegte Strecke.</translation>
    </message>
    <message>
        <source>Reading M-35: a move never ends in contact with an enemy; it halts 100p short (setting), never nearer than the base contact tolerance. Only a charge goes into contact.</source>
        <translation>Lesart M-35: Eine Bewegung endet nie in Kontakt mit einem Feind; sie hält 100p davor an (Einstellung), nie näher als die Toleranz für Basenkontakt. Nur ein Angriff führt in den Kontakt.</translation>
    </message>
    <message>
        <source>A move halts short of an enemy by:</source>
        <translation>Eine Bewegung hält vor einem Feind an mit Abstand:</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganOverlay</name>
    <message>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
    <message>
        <source>Show Balagan &amp;Reach</source>
        <translation>Balagan-&amp;Reichweite anzeigen</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s move allowance in paces on the table, bad going included (Balagan)</source>
        <translation>Die Bewegungsweite der ausgewählten Einheit in Schritt auf dem Spieltisch anzeigen, schwieriges Gelände eingerechnet (Balagan)</translation>
    </message>
</context>
<context>
    <name>vedette::BattleController</name>
    <message>
        <source>The battle on the table has no rule system; this needs a %1 battle.</source>
        <translation>Die Schlacht auf dem Spieltisch hat kein Regelsystem; dafür ist eine %1-Schlacht nötig.</translation>
    </message>
    <message>
        <source>The battle on the table is played with %1, not %2.</source>
        <translation>Die Schlacht auf dem Spieltisch wird nach %1 gespielt, nicht nach %2.</translation>
    </message>
</context>
<context>
    <name>vedette::BoundPanel</name>
    <message>
        <source>Balagan Bound</source>
        <translation>Balagan-Zug</translation>
    </message>
    <message>
        <source>Unit / factor</source>
        <translation>Einheit / Faktor</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Test all</source>
        <translation>Alle testen</translation>
    </message>
    <message>
        <source>Test selected</source>
        <translation>Auswahl testen</translation>
    </message>
    <message>
        <source>End bound</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Bound %1 — %2 — %3 — %4</source>
        <translation>Zug %1 — %2 — %3 — %4</translation>
    </message>
    <message>
        <source>In melee</source>
        <translation>Im Nahkampf</translation>
    </message>
    <message>
        <source>Under fire</source>
        <translation>Unter Beschuss</translation>
    </message>
    <message>
        <source>Derived %1; double-click to override</source>
        <translation>Abgeleitet: %1; Doppelklick zum Überschreiben</translation>
    </message>
    <message>
        <source>%1 (overridden by the referee)</source>
        <translation>%1 (vom Schiedsrichter überschrieben)</translation>
    </message>
    <message>
        <source>Action: 1d6 %1, succeeds on 3 or more: %2 in 6 (%3%).</source>
        <translation>Aktion: 1d6 %1, gelingt bei 3 oder mehr: %2 von 6 (%3%).</translation>
    </message>
    <message>
        <source>Override factor</source>
        <translation>Faktor überschreiben</translation>
    </message>
    <message>
        <source>%1 for %2:</source>
        <translation>%1 für %2:</translation>
    </message>
    <message>
        <source>Balagan &amp;Bound</source>
        <translation>Balagan-&amp;Zug</translation>
    </message>
    <message>
        <source>Show the panel that runs a bound of Balagan&apos;s Marlburian rules</source>
        <translation>Das Panel anzeigen, das einen Zug von Balagans Marlburian Rules abwickelt</translation>
    </message>
    <message>
        <source>Deployment roll</source>
        <translation>Aufstellungswurf</translation>
    </message>
    <message>
        <source>Set-up: 1d6 for each side that has not rolled; on 1-3 all its units start in column (artillery limbered).</source>
        <translation>Aufstellung: 1W6 für jede Seite, die noch nicht gewürfelt hat; bei 1-3 beginnen alle ihre Einheiten in Kolonne (Artillerie aufgeprotzt).</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Hausregeln…</translation>
    </message>
    <message>
        <source>Set-up: deploy in the zones; the first bound is next (%1).</source>
        <translation>Aufstellung: In den Zonen aufstellen; als Nächstes folgt der erste Zug (%1).</translation>
    </message>
    <message>
        <source>Balagan&apos;s H&amp;ouse Rules...</source>
        <translation>Balagans Ha&amp;usregeln...</translation>
    </message>
    <message>
        <source>The morale phase of the side to move: fog is laid in front of every firing unit, then every unit of the side in combat tests (1d6 + factors, below 4 gains a counter).</source>
        <translation>Die Moralphase der Seite am Zug: Vor jeder feuernden Einheit wird Pulverdampf gelegt, dann testet jede Einheit der Seite, die im Kampf steht (1d6 + Faktoren, unter 4 gibt es einen Marker).</translation>
    </message>
    <message>
        <source>One morale test for the unit selected in the list.</source>
        <translation>Ein Moraltest für die in der Liste ausgewählte Einheit.</translation>
    </message>
    <message>
        <source>Fog lifts where its unit did not fire, the army-break roll is made where half a side has routed, the clock moves on 15 minutes and the other side moves.</source>
        <translation>Der Pulverdampf verzieht sich, wo seine Einheit nicht gefeuert hat, der Armeebruchwurf wird gemacht, wo eine halbe Seite geflohen ist, die Uhr rückt 15 Minuten vor und die andere Seite ist am Zug.</translation>
    </message>
    <message>
        <source>Unit acting</source>
        <translation>Handelnde Einheit</translation>
    </message>
    <message>
        <source>New formation</source>
        <translation>Neue Formation</translation>
    </message>
    <message>
        <source>The formation the unit takes; after a success it may still move half its new allowance.</source>
        <translation>Die Formation, die die Einheit annimmt; nach einem Erfolg darf sie sich noch um die Hälfte ihrer neuen Bewegungsweite bewegen.</translation>
    </message>
    <message>
        <source>Through the fog: roll for 200 p</source>
        <translation>Durch den Pulverdampf: für 200 p würfeln</translation>
    </message>
    <message>
        <source>Horse whose charge passes wholly through fog rolls 1d6 after moving: 4-6 adds 200 p (thrown for you when a charge falls short; here for a charge moved by hand).</source>
        <translation>Kavallerie, deren Angriff ganz durch Pulverdampf führt, würfelt nach der Bewegung 1d6: Bei 4-6 kommen 200 p hinzu (wird automatisch gewürfelt, wenn ein Angriff das Ziel nicht erreicht; hier für einen von Hand bewegten Angriff).</translation>
    </message>
    <message>
        <source>The units of the side to move that may still act this bound</source>
        <translation>Die Einheiten der Seite am Zug, die in diesem Zug noch handeln dürfen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>What the rules allow this unit now, with its chance</source>
        <translation>Was die Regeln dieser Einheit jetzt erlauben, mit ihrer Chance</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>The enemy units it may charge or fires on, nearest first</source>
        <translation>Die feindlichen Einheiten, die sie angreifen darf oder beschießt, die nächste zuerst</translation>
    </message>
    <message>
        <source>Override the rules (logged)</source>
        <translation>Regeln überstimmen (protokolliert)</translation>
    </message>
    <message>
        <source>Offer every unit, action and target, also those the rules refuse now; what the rules refuse is done at the referee&apos;s word and logged as an override.</source>
        <translation>Jede Einheit, Aktion und jedes Ziel anbieten, auch was die Regeln jetzt verweigern; was die Regeln verweigern, geschieht auf das Wort des Schiedsrichters und wird als Überstimmung protokolliert.</translation>
    </message>
    <message>
        <source>%1 (%2 in 6)</source>
        <translation>%1 (%2 von 6)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>Select a unit for what it may do.</source>
        <translation>Eine Einheit auswählen, um zu sehen, was sie tun darf.</translation>
    </message>
    <message>
        <source>The rules refuse it: %1 Done only as the referee&apos;s override, logged.</source>
        <translation>Die Regeln verweigern es: %1 Nur als Überstimmung des Schiedsrichters, protokolliert.</translation>
    </message>
    <message>
        <source>No die: %1 straight ahead; drag it on the table to move it another way.</source>
        <translation>Kein Würfel: %1 geradeaus; auf dem Spieltisch ziehen, um sie anders zu bewegen.</translation>
    </message>
    <message>
        <source>No die: %1 tests its morale for this fire in its own bound and fails %2 in 6 (%3%).</source>
        <translation>Kein Würfel: %1 testet die Moral für dieses Feuer in ihrem eigenen Zug und scheitert bei %2 von 6 (%3%).</translation>
    </message>
    <message>
        <source>The allowance falls short: contact needs 4-6 through the fog as well (%1%).</source>
        <translation>Die Bewegungsweite reicht nicht: Für den Kontakt braucht es zudem 4-6 durch den Pulverdampf (%1%).</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Einheit:</translation>
    </message>
    <message>
        <source>A&amp;ction:</source>
        <translation>A&amp;ktion:</translation>
    </message>
</context>
<context>
    <name>vedette::BrownController</name>
    <message>
        <source>Brown&apos;s house rules changed.</source>
        <translation>Browns Hausregeln geändert.</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>The set-up is over: turn 1 begins.</source>
        <translation>Die Aufstellung ist beendet: Zug 1 beginnt.</translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation>Zug %1 beginnt.</translation>
    </message>
    <message>
        <source>Declare Charge: %1 on %2</source>
        <translation>Angriff ansagen: %1 auf %2</translation>
    </message>
    <message>
        <source>No charge is declared.</source>
        <translation>Es ist kein Angriff angesagt.</translation>
    </message>
    <message>
        <source>Roll cancelled; the step can be thrown again.</source>
        <translation>Wurf abgebrochen; der Schritt kann erneut gewürfelt werden.</translation>
    </message>
    <message>
        <source>Activation roll</source>
        <translation>Aktivierungswurf</translation>
    </message>
    <message>
        <source>Evade decision</source>
        <translation>Ausweichentscheidung</translation>
    </message>
    <message>
        <source>Fire Discipline roll</source>
        <translation>Feuerdisziplin-Wurf</translation>
    </message>
    <message>
        <source>Closing casualties come in 10% steps from 0% to 100%, not %1%.</source>
        <translation>Annäherungsverluste gehen in 10-%-Schritten von 0% bis 100%, nicht %1%.</translation>
    </message>
    <message>
        <source>Closing casualties %1%</source>
        <translation>Annäherungsverluste %1%</translation>
    </message>
    <message>
        <source>Charge roll</source>
        <translation>Angriffswurf</translation>
    </message>
    <message>
        <source>Ride down roll</source>
        <translation>Niederreiten-Wurf</translation>
    </message>
    <message>
        <source>Surrender roll</source>
        <translation>Ergeben-Wurf</translation>
    </message>
    <message>
        <source>The charge is resolved: apply it to the table or finish it.</source>
        <translation>Der Angriff ist aufgelöst: auf den Spieltisch anwenden oder abschließen.</translation>
    </message>
    <message>
        <source>A modifier must be from -50 to 50, not %1.</source>
        <translation>Ein Modifikator muss zwischen -50 und 50 liegen, nicht %1.</translation>
    </message>
    <message>
        <source>Charge modifiers</source>
        <translation>Angriffsmodifikatoren</translation>
    </message>
    <message>
        <source>This charge is already on the table.</source>
        <translation>Dieser Angriff ist bereits auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>The charge is not resolved yet.</source>
        <translation>Der Angriff ist noch nicht aufgelöst.</translation>
    </message>
    <message>
        <source>Charge: %1</source>
        <translation>Angriff: %1</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>The charge could not be replayed.</source>
        <translation>Der Angriff konnte nicht erneut abgespielt werden.</translation>
    </message>
    <message>
        <source>The dice were withheld; nothing was written.</source>
        <translation>Die Würfel wurden zurückgehalten; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Charge of %1 on %2 cancelled; nothing was applied to the table.</source>
        <translation>Angriff von %1 auf %2 abgebrochen; auf dem Spieltisch wurde nichts angewendet.</translation>
    </message>
    <message>
        <source>Finish Charge</source>
        <translation>Angriff abschließen</translation>
    </message>
    <message>
        <source>Cancel Charge</source>
        <translation>Angriff abbrechen</translation>
    </message>
    <message>
        <source>Pick two different units on the table for the melee.</source>
        <translation>Zwei verschiedene Einheiten auf dem Spieltisch für den Nahkampf wählen.</translation>
    </message>
    <message>
        <source>%1 and %2 are in melee; both are Disordered while it lasts.</source>
        <translation>%1 und %2 sind im Nahkampf; beide sind ungeordnet, solange er andauert.</translation>
    </message>
    <message>
        <source>Melee: %1 and %2</source>
        <translation>Nahkampf: %1 und %2</translation>
    </message>
    <message>
        <source>No melee is being fought.</source>
        <translation>Es wird kein Nahkampf ausgefochten.</translation>
    </message>
    <message>
        <source>Roll cancelled; the round can be thrown again.</source>
        <translation>Wurf abgebrochen; die Runde kann erneut gewürfelt werden.</translation>
    </message>
    <message>
        <source>Melee round %1</source>
        <translation>Nahkampfrunde %1</translation>
    </message>
    <message>
        <source>A melee modifier must be from -50 to 50, not %1.</source>
        <translation>Ein Nahkampfmodifikator muss zwischen -50 und 50 liegen, nicht %1.</translation>
    </message>
    <message>
        <source>Melee modifier</source>
        <translation>Nahkampfmodifikator</translation>
    </message>
    <message>
        <source>Melee morale</source>
        <translation>Nahkampfmoral</translation>
    </message>
    <message>
        <source>End Melee</source>
        <translation>Nahkampf beenden</translation>
    </message>
    <message>
        <source>There is no unit &quot;%1&quot; on the table.</source>
        <translation>Es gibt keine Einheit &quot;%1&quot; auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>%1 holds under a General Order.</source>
        <translation>%1 steht unter einem allgemeinen Befehl.</translation>
    </message>
    <message>
        <source>%1 is no longer under a General Order.</source>
        <translation>%1 steht nicht mehr unter einem allgemeinen Befehl.</translation>
    </message>
    <message>
        <source>General Order: %1</source>
        <translation>Allgemeiner Befehl: %1</translation>
    </message>
    <message>
        <source>No General Order: %1</source>
        <translation>Kein allgemeiner Befehl: %1</translation>
    </message>
    <message>
        <source>This charge cannot continue against that unit (5&quot; or less from the position occupied, after a result that allows pursuit).</source>
        <translation>Dieser Angriff kann nicht gegen diese Einheit fortgesetzt werden (5&quot; oder weniger von der eingenommenen Position, nach einem Ergebnis, das Verfolgung erlaubt).</translation>
    </message>
    <message>
        <source>Apply a charge first: only an applied charge may continue.</source>
        <translation>Zuerst einen Angriff anwenden: Nur ein angewendeter Angriff kann fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Continue Charge: %1 on %2</source>
        <translation>Angriff fortsetzen: %1 gegen %2</translation>
    </message>
    <message>
        <source>Only an applied charge may continue: the battle has no applied charge of %1 on %2.</source>
        <translation>Nur ein angewendeter Angriff kann fortgesetzt werden: Die Schlacht hat keinen angewendeten Angriff von %1 auf %2.</translation>
    </message>
    <message>
        <source>This charge cannot continue against %1 (5&quot; or less from the position occupied, after a result that allows pursuit).</source>
        <translation>Dieser Angriff kann nicht gegen %1 fortgesetzt werden (5&quot; oder weniger von der eingenommenen Position, nach einem Ergebnis, das Verfolgung erlaubt).</translation>
    </message>
    <message>
        <source>There is no modifier &quot;%1&quot;.</source>
        <translation>Es gibt keinen Modifikator &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The melee goes on in turn %1: end turn %2 first (Next Turn).</source>
        <translation>Der Nahkampf geht in Zug %1 weiter: zuerst Zug %2 beenden (Nächster Zug).</translation>
    </message>
    <message>
        <source>The battle&apos;s melee is %1 against %2.</source>
        <translation>Der Nahkampf der Schlacht ist %1 gegen %2.</translation>
    </message>
    <message>
        <source>The melee could not be replayed.</source>
        <translation>Der Nahkampf konnte nicht erneut abgespielt werden.</translation>
    </message>
    <message>
        <source>The melee awaits the morale checks of its last round.</source>
        <translation>Der Nahkampf wartet auf die Moraltests seiner letzten Runde.</translation>
    </message>
    <message>
        <source>The charge goes onto the table: %1</source>
        <translation>Der Angriff wird auf den Spieltisch übertragen: %1</translation>
    </message>
    <message>
        <source>Resolve Charge: %1 on %2</source>
        <translation>Angriff abwickeln: %1 auf %2</translation>
    </message>
    <message>
        <source>Declare and Resolve Charge: %1 on %2</source>
        <translation>Angriff ansagen und abwickeln: %1 auf %2</translation>
    </message>
    <message>
        <source>Roll cancelled; nothing happened.</source>
        <translation>Wurf abgebrochen; nichts ist geschehen.</translation>
    </message>
    <message>
        <source>The charge waits for the referee&apos;s decision.</source>
        <translation>Der Angriff wartet auf die Entscheidung des Schiedsrichters.</translation>
    </message>
</context>
<context>
    <name>vedette::BrownHouseRulesDialog</name>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Light cavalry</source>
        <translation>Leichte Kavallerie</translation>
    </message>
    <message>
        <source>Heavy cavalry</source>
        <translation>Schwere Kavallerie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>House Rules: Brown&apos;s Charge</source>
        <translation>Hausregeln: Browns Angriff</translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>Activation succeeds on (class die):</source>
        <translation>Aktivierung gelingt bei (Klassenwürfel):</translation>
    </message>
    <message>
        <source>Fire Discipline holds on (class die):</source>
        <translation>Feuerdisziplin hält bei (Klassenwürfel):</translation>
    </message>
    <message>
        <source>In Smoke (continued charge):</source>
        <translation>Im Pulverdampf (fortgesetzter Angriff):</translation>
    </message>
    <message>
        <source>Secure flank distance:</source>
        <translation>Abstand für gesicherte Flanke:</translation>
    </message>
    <message>
        <source>Suggested move (rout, fall back, thrown back):</source>
        <translation>Vorgeschlagene Bewegung (Flucht, Zurückfallen, Zurückwerfen):</translation>
    </message>
    <message>
        <source>Casualty step (of starting strength):</source>
        <translation>Verluststufe (der Anfangsstärke):</translation>
    </message>
    <message>
        <source>Charge reach</source>
        <translation>Angriffsreichweite</translation>
    </message>
    <message>
        <source>cannot charge</source>
        <translation>kann nicht angreifen</translation>
    </message>
    <message>
        <source>Troop classes</source>
        <translation>Truppenklassen</translation>
    </message>
    <message>
        <source>Class die</source>
        <translation>Klassenwürfel</translation>
    </message>
    <message>
        <source>Melee modifier</source>
        <translation>Nahkampfmodifikator</translation>
    </message>
    <message>
        <source>Cavalry may ride down infantry after</source>
        <translation>Kavallerie darf Infanterie niederreiten nach</translation>
    </message>
    <message>
        <source>Movement allowances a turn (not in the text)</source>
        <translation>Bewegungsweiten je Zug (nicht im Text)</translation>
    </message>
    <message>
        <source>When on, a unit dragged further than its allowance turns red and goes back (Ctrl moves it anyway, noted in the log)</source>
        <translation>Wenn eingeschaltet, wird eine Einheit, die weiter als ihre Bewegungsweite gezogen wird, rot und springt zurück (Strg bewegt sie trotzdem, im Protokoll vermerkt)</translation>
    </message>
    <message>
        <source>Infantry in line:</source>
        <translation>Infanterie in Linie:</translation>
    </message>
    <message>
        <source>Infantry in column:</source>
        <translation>Infanterie in Kolonne:</translation>
    </message>
    <message>
        <source>Infantry in square:</source>
        <translation>Infanterie im Karree:</translation>
    </message>
    <message>
        <source>Cavalry in line:</source>
        <translation>Kavallerie in Linie:</translation>
    </message>
    <message>
        <source>Cavalry in column:</source>
        <translation>Kavallerie in Kolonne:</translation>
    </message>
    <message>
        <source>Artillery limbered:</source>
        <translation>Artillerie aufgeprotzt:</translation>
    </message>
    <message>
        <source>Artillery unlimbered:</source>
        <translation>Artillerie abgeprotzt:</translation>
    </message>
</context>
<context>
    <name>vedette::CalibrationDialog</name>
    <message>
        <source>Calibrate the Table Screen</source>
        <translation>Tischbildschirm kalibrieren</translation>
    </message>
    <message>
        <source>The table screen now shows a black bar that should be %1 mm long. Lay a tape along it on the glass and type the length you measure.</source>
        <translation>Der Tischbildschirm zeigt jetzt einen schwarzen Balken, der %1 mm lang sein sollte. Ein Maßband auf dem Glas daran anlegen und die gemessene Länge eingeben.</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>&amp;Measured length:</source>
        <translation>&amp;Gemessene Länge:</translation>
    </message>
    <message>
        <source>Correct the scale and redraw the bar, to measure it again</source>
        <translation>Den Maßstab korrigieren und den Balken neu zeichnen, um ihn erneut zu messen</translation>
    </message>
    <message>
        <source>Forget this screen&apos;s calibration and use the size it reports</source>
        <translation>Die Kalibrierung dieses Bildschirms verwerfen und die Größe verwenden, die er meldet</translation>
    </message>
    <message>
        <source>%1 mm cannot be right: it would put the scale more than ten times off what the screen reports. Measure the black bar again.</source>
        <translation>%1 mm kann nicht stimmen: Der Maßstab läge dann um mehr als das Zehnfache neben dem, was der Bildschirm meldet. Den schwarzen Balken erneut messen.</translation>
    </message>
    <message>
        <source>The table screen is closed.</source>
        <translation>Der Tischbildschirm ist geschlossen.</translation>
    </message>
    <message>
        <source>%1: %2 pixels per mm (the screen reports %3 px/mm; calibration ×%4).</source>
        <translation>%1: %2 Pixel pro mm (der Bildschirm meldet %3 px/mm; Kalibrierung ×%4).</translation>
    </message>
</context>
<context>
    <name>vedette::CameraPanel</name>
    <message>
        <source>Print Markers</source>
        <translation>Marken drucken</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Camera markers: %1</source>
        <translation>Kameramarken: %1</translation>
    </message>
    <message>
        <source>Markers written to %1: print at 100%, not fitted to the page.</source>
        <translation>Marken nach %1 geschrieben: mit 100 % drucken, nicht an die Seite angepasst.</translation>
    </message>
    <message>
        <source>Ca&amp;mera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>See the table through an overhead camera and accept the moves it sees</source>
        <translation>Den Spieltisch durch eine Kamera von oben sehen und die Bewegungen übernehmen, die sie sieht</translation>
    </message>
    <message>
        <source>Print &amp;Markers…</source>
        <translation>&amp;Marken drucken…</translation>
    </message>
    <message>
        <source>The camera&apos;s markers of this battle, at true scale, into a PDF</source>
        <translation>Die Kameramarken dieser Schlacht, maßstabsgetreu, als PDF</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>The camera over the table, or a recorded video played as if it were the camera</source>
        <translation>Die Kamera über dem Spieltisch, oder ein aufgenommenes Video, abgespielt als wäre es die Kamera</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Blue: reference markers. Green: units seen where the table has them. Orange: units seen moved, proposed once still for half a second.</source>
        <translation>Blau: Referenzmarken. Grün: Einheiten dort gesehen, wo der Spieltisch sie hat. Orange: Einheiten bewegt gesehen, vorgeschlagen, sobald sie eine halbe Sekunde stillstehen.</translation>
    </message>
    <message>
        <source>Accept All</source>
        <translation>Alle übernehmen</translation>
    </message>
    <message>
        <source>Make every proposed move the rules allow, as one step (Edit &gt; Undo takes it back)</source>
        <translation>Jede vorgeschlagene Bewegung ausführen, die die Regeln erlauben, als ein Schritt (Bearbeiten &gt; Rückgängig nimmt ihn zurück)</translation>
    </message>
    <message>
        <source>No camera</source>
        <translation>Keine Kamera</translation>
    </message>
    <message>
        <source>Recorded video…</source>
        <translation>Aufgenommenes Video…</translation>
    </message>
    <message>
        <source>Play a Recorded Video</source>
        <translation>Aufgenommenes Video abspielen</translation>
    </message>
    <message>
        <source>Videos (*.avi *.mp4 *.mkv *.webm *.mov);;All files (*)</source>
        <translation>Videos (*.avi *.mp4 *.mkv *.webm *.mov);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The video cannot be played: %1</source>
        <translation>Das Video kann nicht abgespielt werden: %1</translation>
    </message>
    <message>
        <source>Pick the camera over the table, or a recorded video.</source>
        <translation>Wählen Sie die Kamera über dem Spieltisch oder ein aufgenommenes Video.</translation>
    </message>
    <message>
        <source>Waiting for the first picture…</source>
        <translation>Warten auf das erste Bild…</translation>
    </message>
    <message>
        <source>%1 of 8 reference markers seen: at least 4 are needed to find the table.</source>
        <translation>%1 von 8 Referenzmarken gesehen: mindestens 4 sind nötig, um den Spieltisch zu finden.</translation>
    </message>
    <message numerus="yes">
        <source>Table found from %1 of 8 reference markers (%2 mm). %n unit(s) seen, %3 not seen.</source>
        <translation>
            <numerusform>Spieltisch aus %1 von 8 Referenzmarken gefunden (%2 mm). %n Einheit gesehen, %3 nicht gesehen.</numerusform>
            <numerusform>Spieltisch aus %1 von 8 Referenzmarken gefunden (%2 mm). %n Einheiten gesehen, %3 nicht gesehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: moved %2 mm, turned %3°</source>
        <translation>%1: %2 mm bewegt, um %3° gedreht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) made as one step.</source>
        <translation>
            <numerusform>%n Bewegung als ein Schritt ausgeführt.</numerusform>
            <numerusform>%n Bewegungen als ein Schritt ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>vedette::Campaign</name>
    <message>
        <source>Cannot read the scenario %1: %2</source>
        <translation>Das Szenario %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>This campaign is open read-only (it is open in another Vedette): nothing can be changed. Open a copy to play on.</source>
        <translation>Diese Kampagne ist schreibgeschützt geöffnet (sie ist in einem anderen Vedette geöffnet): Nichts kann verändert werden. Eine Kopie öffnen, um darauf weiterzuspielen.</translation>
    </message>
    <message>
        <source>made in Vedette</source>
        <translation>in Vedette erstellt</translation>
    </message>
    <message>
        <source>This battle is being played at another table (by %1): it is followed here, and nothing can be changed. Choose another battle to play.</source>
        <translation>Diese Schlacht wird an einem anderen Tisch gespielt (von %1): Sie wird hier nur verfolgt, nichts kann verändert werden. Wählen Sie eine andere Schlacht zum Spielen.</translation>
    </message>
    <message>
        <source>another referee</source>
        <translation>ein anderer Schiedsrichter</translation>
    </message>
    <message>
        <source>club: %1 on %2</source>
        <translation>Verein: %1 auf %2</translation>
    </message>
</context>
<context>
    <name>vedette::CampaignActions</name>
    <message>
        <source>Campaign Not Saved</source>
        <translation>Kampagne nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>Start a campaign from a bundled or imported scenario</source>
        <translation>Eine Kampagne aus einem mitgelieferten oder importierten Szenario beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>Eine Kampagnendatei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Save &amp;As (Copy)…</source>
        <translation>Speichern &amp;unter (Kopie)…</translation>
    </message>
    <message>
        <source>Write a copy of the whole campaign; everything is already saved as you play</source>
        <translation>Eine Kopie der ganzen Kampagne schreiben; während des Spiels wird ohnehin alles gespeichert</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>Szenario-JSON &amp;importieren…</translation>
    </message>
    <message>
        <source>Add a scenario from a JSON file to the campaign</source>
        <translation>Ein Szenario aus einer JSON-Datei zur Kampagne hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>Szenario-JSON e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the selected scenario or battle as a JSON file</source>
        <translation>Das ausgewählte Szenario oder die ausgewählte Schlacht als JSON-Datei schreiben</translation>
    </message>
    <message>
        <source>Export &amp;Log…</source>
        <translation>&amp;Protokoll exportieren…</translation>
    </message>
    <message>
        <source>Write the campaign log as HTML, Markdown, CSV, JSON or a PDF after-action report</source>
        <translation>Das Kampagnenprotokoll als HTML, Markdown, CSV, JSON oder als PDF-Gefechtsbericht schreiben</translation>
    </message>
    <message>
        <source>No Campaign</source>
        <translation>Keine Kampagne</translation>
    </message>
    <message>
        <source>The bundled campaign could not be set up in %1:

%2</source>
        <translation>Die mitgelieferte Kampagne konnte nicht in %1 eingerichtet werden:

%2</translation>
    </message>
    <message>
        <source>%1 is open in another Vedette.</source>
        <translation>%1 ist in einem anderen Vedette geöffnet.</translation>
    </message>
    <message>
        <source>%1 cannot be written here.</source>
        <translation>%1 kann hier nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Open Read-Only?</source>
        <translation>Schreibgeschützt öffnen?</translation>
    </message>
    <message>
        <source>Open it read-only? You can look at everything, but nothing you do is saved.</source>
        <translation>Schreibgeschützt öffnen? Sie können sich alles ansehen, aber nichts, was Sie tun, wird gespeichert.</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Kampagne kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Campaign updated to the new file format; the old file was kept as %1</source>
        <translation>Kampagne auf das neue Dateiformat aktualisiert; die alte Datei wurde als %1 aufbewahrt</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>The campaign could not be created.

%1</source>
        <translation>Die Kampagne konnte nicht angelegt werden.

%1</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <source>Vedette campaigns (*.vedette);;All files (*)</source>
        <translation>Vedette-Kampagnen (*.vedette);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save a Copy of the Campaign</source>
        <translation>Eine Kopie der Kampagne speichern</translation>
    </message>
    <message>
        <source>Vedette campaigns (*.vedette)</source>
        <translation>Vedette-Kampagnen (*.vedette)</translation>
    </message>
    <message>
        <source>Save As (Copy)</source>
        <translation>Speichern unter (Kopie)</translation>
    </message>
    <message>
        <source>The copy could not be written.

%1</source>
        <translation>Die Kopie konnte nicht geschrieben werden.

%1</translation>
    </message>
    <message>
        <source>Copy written to %1; you are still playing %2</source>
        <translation>Kopie nach %1 geschrieben; Sie spielen weiterhin %2</translation>
    </message>
    <message>
        <source>After-action report (*.pdf)</source>
        <translation>Gefechtsbericht (*.pdf)</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</source>
        <translation>HTML (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Log written to %1</source>
        <translation>Protokoll nach %1 geschrieben</translation>
    </message>
    <message>
        <source>%1 could not be opened.

%2</source>
        <translation>%1 konnte nicht geöffnet werden.

%2</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>This battle is being played at another table (by %1): you follow it here, and cannot change it.</source>
        <translation>Diese Schlacht wird an einem anderen Tisch gespielt (von %1): Sie verfolgen sie hier und können sie nicht verändern.</translation>
    </message>
    <message>
        <source>The battle on the table is yours to play.</source>
        <translation>Die Schlacht auf dem Tisch können Sie jetzt selbst spielen.</translation>
    </message>
    <message>
        <source>Open &amp;Club Campaign…</source>
        <translation>Vereins&amp;kampagne öffnen…</translation>
    </message>
    <message>
        <source>Open a campaign on the club&apos;s PostgreSQL server, which several referees play at once</source>
        <translation>Eine Kampagne auf dem PostgreSQL-Server des Vereins öffnen, die mehrere Schiedsrichter zugleich spielen</translation>
    </message>
    <message>
        <source>Open Club Campaign</source>
        <translation>Vereinskampagne öffnen</translation>
    </message>
    <message>
        <source>The campaign&apos;s address on the club&apos;s PostgreSQL server:
postgresql://USER@HOST:PORT/DATABASE (for a Unix socket add ?host=/socket/folder).
The password comes from ~/.pgpass or PGPASSWORD; Vedette never keeps one.</source>
        <translation>Die Adresse der Kampagne auf dem PostgreSQL-Server des Vereins:
postgresql://BENUTZER@HOST:PORT/DATENBANK (für einen Unix-Socket ?host=/Socket/Ordner anhängen).
Das Passwort kommt aus ~/.pgpass oder PGPASSWORD; Vedette speichert nie eines.</translation>
    </message>
    <message>
        <source>%1 is not a server&apos;s address: it starts with postgresql://. (A campaign file is opened with File &gt; Open.)</source>
        <translation>%1 ist keine Serveradresse: Eine solche beginnt mit postgresql://. (Eine Kampagnendatei öffnen Sie mit Datei &gt; Öffnen.)</translation>
    </message>
    <message>
        <source>The last change could not be written to the club server, so it was taken back:

%1</source>
        <translation>Die letzte Änderung konnte nicht auf den Vereinsserver geschrieben werden und wurde deshalb zurückgenommen:

%1</translation>
    </message>
    <message>
        <source>The last change could not be written to the campaign file, so it was taken back:

%1</source>
        <translation>Die letzte Änderung konnte nicht in die Kampagnendatei geschrieben werden und wurde deshalb zurückgenommen:

%1</translation>
    </message>
</context>
<context>
    <name>vedette::CampaignBanner</name>
    <message>
        <source>Take over when free</source>
        <translation>Übernehmen, sobald frei</translation>
    </message>
    <message>
        <source>When the other referee leaves this battle, it becomes yours to play here</source>
        <translation>Sobald der andere Schiedsrichter diese Schlacht verlässt, spielen Sie sie hier weiter</translation>
    </message>
    <message>
        <source>The club server cannot be reached since %1; retrying. Nothing you do now can be saved.</source>
        <translation>Der Vereinsserver ist seit %1 nicht erreichbar; neuer Versuch läuft. Was Sie jetzt tun, kann nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>%1 plays this battle at another table: you follow it here and cannot change it.</source>
        <translation>%1 spielt diese Schlacht an einem anderen Tisch: Sie verfolgen sie hier und können sie nicht ändern.</translation>
    </message>
</context>
<context>
    <name>vedette::CampaignBrowser</name>
    <message>
        <source>Brown</source>
        <translation>Brown</translation>
    </message>
    <message>
        <source>Balagan</source>
        <translation>Balagan</translation>
    </message>
    <message>
        <source>No rules</source>
        <translation>Keine Regeln</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Scenario / battle</source>
        <translation>Szenario / Schlacht</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Put the selected battle on the table</source>
        <translation>Die ausgewählte Schlacht auf den Spieltisch bringen</translation>
    </message>
    <message>
        <source>New &amp;Battle…</source>
        <translation>Neue &amp;Schlacht…</translation>
    </message>
    <message>
        <source>Start a new battle from the selected scenario</source>
        <translation>Eine neue Schlacht aus dem ausgewählten Szenario beginnen</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Scenario for %1 rules, from %2</source>
        <translation>Szenario für die Regeln von %1, aus %2</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Started %1, last played %2</source>
        <translation>Begonnen %1, zuletzt gespielt %2</translation>
    </message>
    <message>
        <source>Units&apos; strength carried from “%1”</source>
        <translation>Stärke der Einheiten übernommen aus „%1“</translation>
    </message>
    <message>
        <source>Continue Battle</source>
        <translation>Schlacht fortsetzen</translation>
    </message>
    <message>
        <source>The battle could not be loaded: %1</source>
        <translation>Die Schlacht konnte nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>New Battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>The battle could not be started: %1</source>
        <translation>Die Schlacht konnte nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>Import Scenario</source>
        <translation>Szenario importieren</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Szenario-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 was not imported.

%2</source>
        <translation>%1 wurde nicht importiert.

%2</translation>
    </message>
    <message>
        <source>Export Scenario</source>
        <translation>Szenario exportieren</translation>
    </message>
    <message>
        <source>Select a scenario or a battle in the Campaign panel first.</source>
        <translation>Wählen Sie zuerst im Bereich „Kampagne“ ein Szenario oder eine Schlacht aus.</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json)</source>
        <translation>Szenario-JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Double-click a battle, or select it and press Enter, to put it on the table</source>
        <translation>Eine Schlacht doppelklicken oder auswählen und Eingabe drücken, um sie auf den Spieltisch zu bringen</translation>
    </message>
</context>
<context>
    <name>vedette::ChargeLineItem</name>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 bis %2: %3</translation>
    </message>
</context>
<context>
    <name>vedette::ChargePanel</name>
    <message>
        <source>Defender surrenders</source>
        <translation>Verteidiger ergibt sich</translation>
    </message>
    <message>
        <source>Defender routs</source>
        <translation>Verteidiger flieht</translation>
    </message>
    <message>
        <source>Defender falls back broken</source>
        <translation>Verteidiger fällt gebrochen zurück</translation>
    </message>
    <message>
        <source>Defender recoils disordered</source>
        <translation>Verteidiger weicht ungeordnet zurück</translation>
    </message>
    <message>
        <source>Defender recoils 2&quot;</source>
        <translation>Verteidiger weicht 2&quot; zurück</translation>
    </message>
    <message>
        <source>Firefight</source>
        <translation>Feuergefecht</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Attacker halts at 3&quot;</source>
        <translation>Angreifer hält bei 3&quot;</translation>
    </message>
    <message>
        <source>Attacker halts at 4&quot;, disordered</source>
        <translation>Angreifer hält bei 4&quot;, ungeordnet</translation>
    </message>
    <message>
        <source>Attacker thrown back broken</source>
        <translation>Angreifer wird gebrochen zurückgeworfen</translation>
    </message>
    <message>
        <source>Attacker routs</source>
        <translation>Angreifer flieht</translation>
    </message>
    <message>
        <source>Attacker surrenders</source>
        <translation>Angreifer ergibt sich</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Pick the attacker and the target, then Declare.</source>
        <translation>Wählen Sie Angreifer und Ziel und klicken Sie dann auf „Ansagen“.</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>Evade?</source>
        <translation>Ausweichen?</translation>
    </message>
    <message>
        <source>Fire Discipline</source>
        <translation>Feuerdisziplin</translation>
    </message>
    <message>
        <source>Closing casualties</source>
        <translation>Annäherungsverluste</translation>
    </message>
    <message>
        <source>Class dice and chart</source>
        <translation>Klassenwürfel und Tabelle</translation>
    </message>
    <message>
        <source>Ride down</source>
        <translation>Niederreiten</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Ergeben</translation>
    </message>
    <message>
        <source>Apply to the table</source>
        <translation>Auf den Spieltisch anwenden</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>The defender evades</source>
        <translation>Der Verteidiger weicht aus</translation>
    </message>
    <message>
        <source>%1 charges %2, %3 away.</source>
        <translation>%1 greift %2 an, %3 entfernt.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>The referee&apos;s call</source>
        <translation>Ermessen des Schiedsrichters</translation>
    </message>
    <message>
        <source>Net modifier %1 (attacker %2, defender %3); %4 against %5 on the %6 chart.</source>
        <translation>Nettomodifikator %1 (Angreifer %2, Verteidiger %3); %4 gegen %5 auf der Tabelle „%6“.</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>Blown: %1 %.</source>
        <translation>Erschöpft: %1 %.</translation>
    </message>
    <message>
        <source>Apply the suggested moves (%1)</source>
        <translation>Vorgeschlagene Bewegungen anwenden (%1)</translation>
    </message>
    <message>
        <source>Brown&apos;s &amp;Charge</source>
        <translation>Browns &amp;Angriff</translation>
    </message>
    <message>
        <source>Show the panel that walks a charge of Dan Brown&apos;s rules</source>
        <translation>Das Panel anzeigen, das Schritt für Schritt durch einen Angriff nach Dan Browns Regeln führt</translation>
    </message>
    <message>
        <source>Brown&apos;s &amp;Melee</source>
        <translation>Browns &amp;Nahkampf</translation>
    </message>
    <message>
        <source>Brown&apos;s &amp;House Rules...</source>
        <translation>Browns &amp;Hausregeln...</translation>
    </message>
    <message>
        <source>%1 charges %2: Enter declares.</source>
        <translation>%1 greift %2 an: Eingabe erklärt den Angriff.</translation>
    </message>
    <message>
        <source>%1 cannot charge %2: %3</source>
        <translation>%1 kann %2 nicht angreifen: %3</translation>
    </message>
    <message>
        <source>enter</source>
        <translation>eingeben</translation>
    </message>
    <message>
        <source>The defender&apos;s fire while the attacker closes (the fire chart is outside Brown&apos;s text): type the casualties in 10% steps, or pick one.</source>
        <translation>Das Feuer des Verteidigers, während der Angreifer heranrückt (die Feuertabelle steht nicht in Browns Text): die Verluste in 10-%-Schritten eingeben oder einen Wert wählen.</translation>
    </message>
    <message>
        <source>Enter the closing casualties first (0% if the fire did no harm).</source>
        <translation>Zuerst die Annäherungsverluste eingeben (0%, wenn das Feuer keinen Schaden angerichtet hat).</translation>
    </message>
    <message>
        <source>Brown: &amp;Next Turn</source>
        <translation>Brown: &amp;Nächster Zug</translation>
    </message>
    <message>
        <source>End the set-up or the turn of a Brown battle; the log files what follows under the next turn</source>
        <translation>Die Aufstellung oder den Zug einer Brown-Schlacht beenden; das Protokoll ordnet alles Folgende dem nächsten Zug zu</translation>
    </message>
    <message>
        <source>Brown: &amp;Begin Turn 1</source>
        <translation>Brown: Zug 1 &amp;beginnen</translation>
    </message>
    <message>
        <source>Declare the charge if it is not yet, then throw every roll that needs no decision of yours; it stops at the evade choice, the closing casualties or the result.</source>
        <translation>Den Angriff ansagen, falls noch nicht geschehen, dann jeden Wurf würfeln, der keine Entscheidung von Ihnen braucht; es hält an der Wahl des Ausweichens, bei den Annäherungsverlusten oder beim Ergebnis.</translation>
    </message>
    <message>
        <source>It stands</source>
        <translation>Sie hält stand</translation>
    </message>
    <message>
        <source>no enemy within reach</source>
        <translation>kein Feind in Reichweite</translation>
    </message>
    <message>
        <source>%1 may charge no enemy now: none is within its reach, or the way is closed.</source>
        <translation>%1 kann jetzt keinen Feind angreifen: keiner ist in Reichweite, oder der Weg ist versperrt.</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Angreifer:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Read the charge off the table: the distance, the modifiers and the odds</source>
        <translation>Den Angriff vom Spieltisch ablesen: Entfernung, Modifikatoren und Chancen</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Abwickeln</translation>
    </message>
    <message>
        <source>Evades</source>
        <translation>Weicht aus</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Hält stand</translation>
    </message>
    <message>
        <source>&amp;Closing casualties:</source>
        <translation>&amp;Annäherungsverluste:</translation>
    </message>
    <message>
        <source>Declare the charge: its distance, modifiers and odds</source>
        <translation>Den Angriff ansagen: Entfernung, Modifikatoren und Chancen</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Abschließen</translation>
    </message>
    <message>
        <source>The charge is on the table; Finish takes its line off</source>
        <translation>Der Angriff ist auf dem Spieltisch; „Abschließen“ nimmt seine Linie weg</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Activation: %1, %2+ (%3)</source>
        <translation>Aktivierung: %1, %2+ (%3)</translation>
    </message>
    <message>
        <source>Evade? The defender evades or stands</source>
        <translation>Ausweichen? Der Verteidiger weicht aus oder hält stand</translation>
    </message>
    <message>
        <source>Fire Discipline: %1, %2+ holds (%3)</source>
        <translation>Feuerdisziplin: %1, %2+ hält (%3)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Closing casualties: enter them, or pick one</source>
        <translation>Annäherungsverluste: eingeben oder einen Wert wählen</translation>
    </message>
    <message>
        <source>Class dice: %1 against %2</source>
        <translation>Klassenwürfel: %1 gegen %2</translation>
    </message>
    <message>
        <source>Ride down: d10 each</source>
        <translation>Niederreiten: je d10</translation>
    </message>
    <message>
        <source>Surrender: d10</source>
        <translation>Ergeben: d10</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Apply to the table: %1</source>
        <translation>Auf den Spieltisch anwenden: %1</translation>
    </message>
    <message>
        <source>The charge is over; Finish takes its line off</source>
        <translation>Der Angriff ist vorbei; „Abschließen“ nimmt seine Linie weg</translation>
    </message>
    <message>
        <source>enter each die</source>
        <translation>jeden Würfel eingeben</translation>
    </message>
    <message>
        <source>computer dice</source>
        <translation>Computerwürfel</translation>
    </message>
    <message>
        <source>Resolve asks for each die thrown on the table (Dice Tray: physical dice)</source>
        <translation>„Abwickeln“ fragt nach jedem auf dem Tisch geworfenen Würfel (Würfelschale: Echte Würfel)</translation>
    </message>
    <message>
        <source>Resolve throws the computer&apos;s dice (Dice Tray: physical dice to enter your own)</source>
        <translation>„Abwickeln“ wirft die Würfel des Computers (Würfelschale: „Echte Würfel“, um die eigenen einzugeben)</translation>
    </message>
</context>
<context>
    <name>vedette::ChargeTool</name>
    <message>
        <source>Charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Click the charging unit, then its target; Enter walks the charge in the Charge panel, Esc cancels.</source>
        <translation>Klicken Sie auf die angreifende Einheit, dann auf ihr Ziel; Eingabe führt den Angriff im Bereich „Angriff“ Schritt für Schritt durch, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Click the target of the charge; Esc chooses another attacker.</source>
        <translation>Klicken Sie auf das Ziel des Angriffs; Esc wählt einen anderen Angreifer.</translation>
    </message>
    <message>
        <source>Click: %1 charges.</source>
        <translation>Klicken: %1 greift an.</translation>
    </message>
    <message>
        <source>Click: %1</source>
        <translation>Klicken: %1</translation>
    </message>
    <message>
        <source>%1. Refused: %2</source>
        <translation>%1. Abgelehnt: %2</translation>
    </message>
    <message>
        <source>Click a unit to charge with.</source>
        <translation>Klicken Sie auf eine Einheit, mit der angegriffen werden soll.</translation>
    </message>
    <message>
        <source>Click the unit to charge.</source>
        <translation>Klicken Sie auf die anzugreifende Einheit.</translation>
    </message>
    <message>
        <source>%1 charges: click the target.</source>
        <translation>%1 greift an: Klicken Sie auf das Ziel.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 charges %2: Enter declares, Esc cancels.</source>
        <translation>%1 greift %2 an: Eingabe erklärt den Angriff, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Click the charging unit.</source>
        <translation>Klicken Sie auf die angreifende Einheit.</translation>
    </message>
</context>
<context>
    <name>vedette::ContinueChargeRow</name>
    <message>
        <source>Continue the charge against:</source>
        <translation>Den Angriff fortsetzen gegen:</translation>
    </message>
    <message>
        <source>Next target of the continued charge</source>
        <translation>Nächstes Ziel des fortgesetzten Angriffs</translation>
    </message>
    <message>
        <source>Continue the Charge</source>
        <translation>Den Angriff fortsetzen</translation>
    </message>
    <message>
        <source>Declare the continued charge: it is fought as any other charge, the defender In Smoke for Fire Discipline.</source>
        <translation>Den fortgesetzten Angriff ansagen: Er wird wie jeder andere Angriff ausgetragen, der Verteidiger gilt für die Feuerdisziplin als im Pulverdampf.</translation>
    </message>
    <message>
        <source>%1 (%2 away)</source>
        <translation>%1 (%2 entfernt)</translation>
    </message>
</context>
<context>
    <name>vedette::DeployTool</name>
    <message>
        <source>Deploy</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Choose units or a division in the Order of Battle dock (Deploy), or drag them onto the table.</source>
        <translation>Einheiten oder eine Division im Bereich „Schlachtordnung“ wählen (Aufstellen) oder auf den Spieltisch ziehen.</translation>
    </message>
    <message>
        <source>Click to deploy %1 centred there, or draw their front line (they face to its left); R turns them, B faces them about.</source>
        <translation>Klicken, um %1 dort zentriert aufzustellen, oder ihre Frontlinie zeichnen (sie blicken zur linken Seite der Linie); R dreht sie, B lässt sie kehrtmachen.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Formation:</source>
        <translation>Formation:</translation>
    </message>
    <message>
        <source>As they are</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Every unit whose arm allows it takes this formation (guns only limber or unlimber)</source>
        <translation>Jede Einheit, deren Waffengattung es zulässt, nimmt diese Formation an (Geschütze werden nur auf- oder abgeprotzt)</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Abstand:</translation>
    </message>
    <message>
        <source>Between neighbouring units (Brown 1&quot;, Balagan 100 p)</source>
        <translation>Zwischen benachbarten Einheiten (Brown 1&quot;, Balagan 100 p)</translation>
    </message>
    <message>
        <source>Face About</source>
        <translation>Kehrtmachen</translation>
    </message>
    <message>
        <source>Face the units the other way (B)</source>
        <translation>Die Einheiten in die andere Richtung wenden (B)</translation>
    </message>
    <message>
        <source>Nothing chosen to deploy</source>
        <translation>Nichts zum Aufstellen gewählt</translation>
    </message>
    <message>
        <source>To deploy: %1</source>
        <translation>Aufzustellen: %1</translation>
    </message>
    <message>
        <source>Nothing chosen to deploy: choose units in the Order of Battle dock.</source>
        <translation>Nichts zum Aufstellen gewählt: Einheiten im Bereich „Schlachtordnung“ wählen.</translation>
    </message>
    <message>
        <source>Deployed %1.</source>
        <translation>%1 aufgestellt.</translation>
    </message>
    <message numerus="yes">
        <source>Deployed %n unit(s).</source>
        <translation>
            <numerusform>%n Einheit aufgestellt.</numerusform>
            <numerusform>%n Einheiten aufgestellt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (Ctrl places them there anyway, noted in the log.)</source>
        <translation>%1 (Strg stellt sie trotzdem dort auf, im Protokoll vermerkt.)</translation>
    </message>
    <message>
        <source>The referee deploys %1 against the rules: %2</source>
        <translation>Der Schiedsrichter stellt %1 gegen die Regeln auf: %2</translation>
    </message>
    <message>
        <source>Ctrl+click places them anyway (logged).</source>
        <translation>Strg+Klick stellt sie trotzdem auf (protokolliert).</translation>
    </message>
</context>
<context>
    <name>vedette::DeploymentZoneItem</name>
    <message>
        <source>%1 deployment zone
%2 × %3</source>
        <translation>Aufstellungszone %1
%2 × %3</translation>
    </message>
</context>
<context>
    <name>vedette::DiceService</name>
    <message>
        <source>Rolled %1: %2</source>
        <translation>Wurf %1: %2</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>vedette::DiceTray</name>
    <message>
        <source>Dice Tray</source>
        <translation>Würfelschale</translation>
    </message>
    <message>
        <source>e.g. 2d6+1, d10z, d10-d8</source>
        <translation>z. B. 2d6+1, d10z, d10-d8</translation>
    </message>
    <message>
        <source>Dice joined by + and -: 2d6, d6+2, d12-d8. d10z is a d10 numbered 0 to 9.</source>
        <translation>Würfel, verbunden durch + und -: 2d6, d6+2, d12-d8. d10z ist ein d10 mit den Zahlen 0 bis 9.</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Würfelausdruck</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Physical dice</source>
        <translation>&amp;Echte Würfel</translation>
    </message>
    <message>
        <source>Throw real dice at the table: every roll in Vedette then asks for the faces.</source>
        <translation>Echte Würfel am Tisch werfen: Jeder Wurf in Vedette fragt dann nach den Augenzahlen.</translation>
    </message>
    <message>
        <source>Write the seed on the battle sheet: the same seed throws the same dice again.</source>
        <translation>Notieren Sie den Startwert auf dem Schlachtbogen: Derselbe Startwert wirft wieder dieselben Würfel.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Last rolls (newest first):</source>
        <translation>Letzte Würfe (neueste zuerst):</translation>
    </message>
    <message>
        <source>Last rolls</source>
        <translation>Letzte Würfe</translation>
    </message>
    <message>
        <source>d10 0–9</source>
        <translation>d10 0–9</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <source>%1 (at character %2)</source>
        <translation>%1 (bei Zeichen %2)</translation>
    </message>
    <message>
        <source>Odds of %1 (%2 combinations, mean %3):</source>
        <translation>Chancen für %1 (%2 Kombinationen, Mittelwert %3):</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Würfelschale</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (entered)</source>
        <translation>%1 (eingegeben)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Show or hide the dice tray</source>
        <translation>Würfelschale ein- oder ausblenden</translation>
    </message>
</context>
<context>
    <name>vedette::Document</name>
    <message>
        <source>Untitled campaign</source>
        <translation>Unbenannte Kampagne</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>This campaign is open read-only: nothing on the table can be changed here.</source>
        <translation>Diese Kampagne ist schreibgeschützt geöffnet: Hier kann auf dem Tisch nichts geändert werden.</translation>
    </message>
    <message>
        <source>This battle is being played at another table (by %1): you follow it here and cannot change it.</source>
        <translation>Diese Schlacht wird an einem anderen Tisch gespielt (von %1): Sie verfolgen sie hier und können sie nicht ändern.</translation>
    </message>
</context>
<context>
    <name>vedette::FogItem</name>
    <message>
        <source>Smoke: stays until lifted</source>
        <translation>Pulverdampf: bleibt, bis er entfernt wird</translation>
    </message>
    <message>
        <source>Smoke: lifts after bound %1 unless its unit fires</source>
        <translation>Pulverdampf: verzieht sich nach Zug %1, sofern seine Einheit nicht feuert</translation>
    </message>
</context>
<context>
    <name>vedette::FogTool</name>
    <message>
        <source>Fog</source>
        <translation>Pulverdampf</translation>
    </message>
    <message>
        <source>Click a firing unit to lay its smoke, drag to lay a patch of smoke, click smoke to clear it.</source>
        <translation>Klicken Sie auf eine feuernde Einheit, um ihren Pulverdampf zu legen, ziehen Sie, um eine Fläche Pulverdampf zu legen, und klicken Sie auf Pulverdampf, um ihn zu entfernen.</translation>
    </message>
    <message>
        <source>Smoke in front of %1.</source>
        <translation>Pulverdampf vor %1.</translation>
    </message>
    <message>
        <source>Drag over the table to lay smoke.</source>
        <translation>Ziehen Sie über den Spieltisch, um Pulverdampf zu legen.</translation>
    </message>
    <message>
        <source>Click a unit to lay its smoke, or drag a patch of smoke.</source>
        <translation>Klicken Sie auf eine Einheit, um ihren Pulverdampf zu legen, oder ziehen Sie eine Fläche Pulverdampf auf.</translation>
    </message>
</context>
<context>
    <name>vedette::GeneralForm</name>
    <message>
        <source>Commander-in-chief</source>
        <translation>Oberbefehlshaber</translation>
    </message>
    <message>
        <source>On the table at</source>
        <translation>Auf dem Spieltisch bei</translation>
    </message>
    <message>
        <source>Balagan: -1, 0 or +1, added to his division&apos;s tests while he is with one of its units; Brown: added to a charge when he is attached (Leader Attached +IL)</source>
        <translation>Balagan: -1, 0 oder +1, wird zu den Tests seiner Division addiert, solange er bei einer ihrer Einheiten ist; Brown: wird zu einem Angriff addiert, wenn er beigeordnet ist (Anführer beigeordnet +IL)</translation>
    </message>
    <message>
        <source>The commander-in-chief may join any unit and then applies to its division</source>
        <translation>Der Oberbefehlshaber kann sich jeder Einheit anschließen und zählt dann für deren Division</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>Division:</source>
        <translation>Division:</translation>
    </message>
    <message>
        <source>With unit:</source>
        <translation>Bei Einheit:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Standort:</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Rate %1</source>
        <translation>Wert von %1 ändern</translation>
    </message>
    <message>
        <source>Change division of %1</source>
        <translation>Division von %1 ändern</translation>
    </message>
    <message>
        <source>Make %1 commander-in-chief</source>
        <translation>%1 zum Oberbefehlshaber machen</translation>
    </message>
    <message>
        <source>%1 no longer commander-in-chief</source>
        <translation>%1 nicht mehr Oberbefehlshaber</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Take %1 off the table</source>
        <translation>%1 vom Spieltisch nehmen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>(no division)</source>
        <translation>(keine Division)</translation>
    </message>
    <message>
        <source>None (on his own)</source>
        <translation>Keine (für sich allein)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>In Brown&apos;s rules a leader counts only with a unit: choose the unit he is with</source>
        <translation>In Browns Regeln zählt ein Anführer nur bei einer Einheit: die Einheit wählen, bei der er steht</translation>
    </message>
    <message>
        <source>He stands with his unit; choose &quot;None&quot; to set him on his own.</source>
        <translation>Er steht bei seiner Einheit; „Keine“ wählen, um ihn für sich allein aufzustellen.</translation>
    </message>
    <message>
        <source>Not with a unit: Brown&apos;s Leader Attached adds his rating only to the unit he is with.</source>
        <translation>Nicht bei einer Einheit: Browns „Anführer beigeordnet“ addiert seinen Wert nur bei der Einheit, bei der er steht.</translation>
    </message>
    <message>
        <source>Not on the table: tick &quot;On the table&quot; or drag him with the Select tool.</source>
        <translation>Nicht auf dem Spieltisch: „Auf dem Spieltisch“ ankreuzen oder ihn mit dem Werkzeug „Auswählen und bewegen“ ziehen.</translation>
    </message>
    <message>
        <source>Refused: %1 would stand off the table.</source>
        <translation>Abgelehnt: %1 stünde außerhalb des Spieltischs.</translation>
    </message>
</context>
<context>
    <name>vedette::GeneralItem</name>
    <message>
        <source>%1, commander-in-chief (rating %2)</source>
        <translation>%1, Oberbefehlshaber (Wert %2)</translation>
    </message>
    <message>
        <source>%1, general (rating %2)</source>
        <translation>%1, General (Wert %2)</translation>
    </message>
    <message>
        <source>Orders: %1</source>
        <translation>Befehle: %1</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>Bei %1</translation>
    </message>
    <message>
        <source>Drag to move, drop on a unit to join it; right-click to send a messenger.</source>
        <translation>Ziehen zum Bewegen, auf einer Einheit ablegen, um sich ihr anzuschließen; Rechtsklick, um einen Melder zu senden.</translation>
    </message>
    <message numerus="yes">
        <source>Commands a division of %n unit(s)</source>
        <translation>
            <numerusform>Befehligt eine Division aus %n Einheit</numerusform>
            <numerusform>Befehligt eine Division aus %n Einheiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::GeneralOrderBox</name>
    <message>
        <source>The unit holds under a General Order: a charge on it takes the defender&apos;s General Order -2. Kept with the battle until taken off.</source>
        <translation>Die Einheit steht unter einem allgemeinen Befehl: Ein Angriff auf sie erhält „Allgemeiner Befehl des Verteidigers -2“. Bleibt bei der Schlacht gespeichert, bis er aufgehoben wird.</translation>
    </message>
    <message>
        <source>%1 holds under a General Order (-2 as defender)</source>
        <translation>%1 steht unter einem allgemeinen Befehl (-2 als Verteidiger)</translation>
    </message>
    <message>
        <source>The target holds under a General Order (-2 as defender)</source>
        <translation>Das Ziel steht unter einem allgemeinen Befehl (-2 als Verteidiger)</translation>
    </message>
</context>
<context>
    <name>vedette::HelpWindow</name>
    <message>
        <source>Vedette Help</source>
        <translation>Vedette-Hilfe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>vedette::InspectorPanel</name>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>Arm:</source>
        <translation>Waffengattung:</translation>
    </message>
    <message>
        <source>Formation:</source>
        <translation>Formation:</translation>
    </message>
    <message>
        <source>Across:</source>
        <translation>Quer:</translation>
    </message>
    <message>
        <source>Down:</source>
        <translation>Längs:</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Facing as a bearing: 0° looks up the table, 90° to the right</source>
        <translation>Ausrichtung als Peilung: 0° blickt den Spieltisch hinauf, 90° nach rechts</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>Ausrichtung:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Stärke:</translation>
    </message>
    <message>
        <source>Starting strength:</source>
        <translation>Anfangsstärke:</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>Klasse:</translation>
    </message>
    <message>
        <source> stands</source>
        <translation> Basen</translation>
    </message>
    <message>
        <source>Bases:</source>
        <translation>Sockel:</translation>
    </message>
    <message>
        <source>Morale counters:</source>
        <translation>Moralmarker:</translation>
    </message>
    <message>
        <source>Casualties:</source>
        <translation>Verluste:</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Mark %2 %1</source>
        <translation>Markierung %2 bei %1 setzen</translation>
    </message>
    <message>
        <source>Unmark %2 %1</source>
        <translation>Markierung %2 bei %1 aufheben</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Footprint:</source>
        <translation>Grundfläche:</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Change arm of %1</source>
        <translation>Waffengattung von %1 ändern</translation>
    </message>
    <message>
        <source>Change formation of %1</source>
        <translation>Formation von %1 ändern</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 bewegen</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <source>Change strength of %1</source>
        <translation>Stärke von %1 ändern</translation>
    </message>
    <message>
        <source>Change starting strength of %1</source>
        <translation>Anfangsstärke von %1 ändern</translation>
    </message>
    <message>
        <source>Change class of %1</source>
        <translation>Klasse von %1 ändern</translation>
    </message>
    <message>
        <source>Change bases of %1</source>
        <translation>Sockel von %1 ändern</translation>
    </message>
    <message>
        <source>Change morale counters of %1</source>
        <translation>Moralmarker von %1 ändern</translation>
    </message>
    <message>
        <source>Change casualties of %1</source>
        <translation>Verluste von %1 ändern</translation>
    </message>
    <message>
        <source>Change orders of %1</source>
        <translation>Befehle von %1 ändern</translation>
    </message>
    <message>
        <source> men</source>
        <translation> Mann</translation>
    </message>
    <message>
        <source>%1 wide, %2 deep</source>
        <translation>%1 breit, %2 tief</translation>
    </message>
    <message>
        <source>Select a unit or a piece of terrain on the table to see and change its properties.</source>
        <translation>Wählen Sie eine Einheit oder ein Geländestück auf dem Spieltisch aus, um seine Eigenschaften zu sehen und zu ändern.</translation>
    </message>
    <message>
        <source>Choose a piece of terrain to inspect</source>
        <translation>Wählen Sie ein Geländestück zum Untersuchen</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Mounted</source>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>Heavy or light cavalry (Brown: heavy against light +4, and the light may evade)</source>
        <translation>Schwere oder leichte Kavallerie (Brown: schwere gegen leichte +4, und die leichte darf ausweichen)</translation>
    </message>
    <message>
        <source>Dragoons ride, or fight on foot in single line</source>
        <translation>Dragoner reiten oder kämpfen zu Fuß in einfacher Linie</translation>
    </message>
    <message>
        <source>Horse:</source>
        <translation>Pferd:</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Standort:</translation>
    </message>
    <message>
        <source>Brown&apos;s class: its die, and the CW and melee modifier it starts with</source>
        <translation>Browns Klasse: ihr Würfel sowie der CW und der Nahkampfmodifikator, mit denen sie beginnt</translation>
    </message>
    <message>
        <source>Combat weight, %1 to %2: the charge&apos;s CW difference counts each point</source>
        <translation>Kampfgewicht (CW), %1 bis %2: Bei der CW-Differenz des Angriffs zählt jeder Punkt</translation>
    </message>
    <message>
        <source>Added to the unit&apos;s d10 in melee, %1 to %2</source>
        <translation>Wird im Nahkampf zum d10 der Einheit addiert, %1 bis %2</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>CW</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Combat:</source>
        <translation>Kampf:</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>by</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Each stand:</source>
        <translation>Jede Basis:</translation>
    </message>
    <message>
        <source>The division&apos;s id; type a new one to start a division</source>
        <translation>Die ID der Division; eine neue eingeben, um eine Division anzulegen</translation>
    </message>
    <message>
        <source>Division:</source>
        <translation>Division:</translation>
    </message>
    <message>
        <source>The general with the unit (Brown: Leader Attached adds his rating)</source>
        <translation>Der General bei der Einheit (Brown: „Anführer beigeordnet“ addiert seinen Wert)</translation>
    </message>
    <message>
        <source>General:</source>
        <translation>General:</translation>
    </message>
    <message>
        <source>Not yet seen by:</source>
        <translation>Noch nicht gesehen von:</translation>
    </message>
    <message>
        <source>Change horse of %1</source>
        <translation>Pferd von %1 ändern</translation>
    </message>
    <message>
        <source>Mount %1</source>
        <translation>%1 aufsitzen lassen</translation>
    </message>
    <message>
        <source>Dismount %1</source>
        <translation>%1 absitzen lassen</translation>
    </message>
    <message>
        <source>Change CW of %1</source>
        <translation>CW von %1 ändern</translation>
    </message>
    <message>
        <source>Change melee modifier of %1</source>
        <translation>Nahkampfmodifikator von %1 ändern</translation>
    </message>
    <message>
        <source>Change stands of %1</source>
        <translation>Basen von %1 ändern</translation>
    </message>
    <message>
        <source>Change division of %1</source>
        <translation>Division von %1 ändern</translation>
    </message>
    <message numerus="yes">
        <source>%n units chosen: a change applies to all of them.</source>
        <translation>
            <numerusform>%n Einheit gewählt: Eine Änderung gilt für sie.</numerusform>
            <numerusform>%n Einheiten gewählt: Eine Änderung gilt für alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>auf dem Spieltisch</translation>
    </message>
    <message>
        <source>not on the table yet (to deploy: use the Deploy tool)</source>
        <translation>noch nicht auf dem Spieltisch (zum Aufstellen das Werkzeug „Aufstellen“ verwenden)</translation>
    </message>
    <message>
        <source>Balagan units stand on two 4 x 2 cm elements (the scenario&apos;s footprint settings)</source>
        <translation>Balagan-Einheiten stehen auf zwei Elementen von 4 x 2 cm (die Grundflächen-Einstellungen des Szenarios)</translation>
    </message>
    <message>
        <source>(no division)</source>
        <translation>(keine Division)</translation>
    </message>
    <message>
        <source>%1 (rating %2)</source>
        <translation>%1 (Wert %2)</translation>
    </message>
    <message>
        <source>Ticked while %1 have not seen this unit: their table screen and pictures leave it out</source>
        <translation>Angekreuzt, solange %1 diese Einheit nicht gesehen haben: Ihr Tischbildschirm und ihre Bilder lassen sie weg</translation>
    </message>
    <message>
        <source>Hide %2 from %1</source>
        <translation>%2 vor %1 verbergen</translation>
    </message>
    <message>
        <source>Show %2 to %1</source>
        <translation>%2 für %1 anzeigen</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Guns:</source>
        <translation>Geschütze:</translation>
    </message>
    <message>
        <source>Change guns of %1</source>
        <translation>Geschütze von %1 ändern</translation>
    </message>
    <message>
        <source> crew</source>
        <translation> Mann Bedienung</translation>
    </message>
</context>
<context>
    <name>vedette::KeypadDialog</name>
    <message>
        <source>Enter the dice</source>
        <translation>Würfel eingeben</translation>
    </message>
    <message>
        <source>Enter the dice: %1</source>
        <translation>Würfel eingeben: %1</translation>
    </message>
    <message>
        <source>Type the faces in order, then Enter.</source>
        <translation>Geben Sie die Augenzahlen der Reihe nach ein, dann Eingabe.</translation>
    </message>
    <message>
        <source>d%1 (%2–%3)</source>
        <translation>d%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Die %1, %2</source>
        <translation>Würfel %1, %2</translation>
    </message>
    <message>
        <source>Problem with the faces</source>
        <translation>Problem mit den Augenzahlen</translation>
    </message>
    <message>
        <source>⌫</source>
        <translation>⌫</translation>
    </message>
    <message>
        <source>Remove the last digit (Backspace)</source>
        <translation>Die letzte Ziffer löschen (Rücktaste)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <source>A %1 cannot show %2: its faces are %3 to %4.</source>
        <translation>Ein %1 kann keine %2 zeigen: Seine Augenzahlen reichen von %3 bis %4.</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>a die and whose it is</comment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Die %1, %2, %3</source>
        <translation>Würfel %1, %2, %3</translation>
    </message>
    <message>
        <source>Accept as soon as the last die is typed</source>
        <translation>Annehmen, sobald der letzte Würfel eingegeben ist</translation>
    </message>
    <message>
        <source>One entry per die: no Enter needed once every face is typed whole</source>
        <translation>Eine Eingabe je Würfel: Keine Eingabetaste nötig, sobald jede Augenzahl ganz eingegeben ist</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeCard</name>
    <message>
        <source>No spur</source>
        <translation>Keine Sporen</translation>
    </message>
    <message>
        <source>Spur: second move</source>
        <translation>Sporen: zweite Bewegung</translation>
    </message>
    <message>
        <source>Spur: +2 evade/fight</source>
        <translation>Sporen: +2 Ausweichen/Kampf</translation>
    </message>
    <message>
        <source>Spur this man&apos;s horse this turn: a second move, or +2 to his evade or fight roll. A Hesitant man&apos;s spur only lets him move once.</source>
        <translation>Diesem Mann in dieser Runde die Sporen geben lassen: eine zweite Bewegung oder +2 auf seinen Ausweich- oder Kampfwurf. Ein Zögernder kann mit den Sporen nur einmal ziehen.</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Rittmeister</translation>
    </message>
    <message>
        <source>Trumpeter</source>
        <translation>Trompeter</translation>
    </message>
    <message>
        <source>Trooper %1</source>
        <translation>Reiter %1</translation>
    </message>
    <message>
        <source>Straggler %1</source>
        <translation>Versprengter %1</translation>
    </message>
    <message>
        <source>battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Riding (+1 evade)</source>
        <translation>Reiten (+1 Ausweichen)</translation>
    </message>
    <message>
        <source>Horsemanship (+1 spur)</source>
        <translation>Reitkunst (+1 Sporen)</translation>
    </message>
    <message>
        <source>Steadfast (+1 morale)</source>
        <translation>Standhaft (+1 Moral)</translation>
    </message>
    <message>
        <source>Fighting (+1 fight)</source>
        <translation>Kämpfen (+1 Kampf)</translation>
    </message>
    <message>
        <source>Tough (+1 kill)</source>
        <translation>Zäh (+1 Tötung)</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>none; never killed</source>
        <translation>keine; fällt nie</translation>
    </message>
    <message>
        <source>%1; never killed</source>
        <translation>%1; fällt nie</translation>
    </message>
    <message>
        <source>never killed</source>
        <translation>fällt nie</translation>
    </message>
    <message>
        <source>Hurried</source>
        <translation>Gehetzt</translation>
    </message>
    <message>
        <source>Hesitates</source>
        <translation>Zögert</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Weicht zurück</translation>
    </message>
    <message>
        <source>Spur points: %1</source>
        <translation>Sporenpunkte: %1</translation>
    </message>
    <message>
        <source>Rides behind %1</source>
        <translation>Reitet hinter %1</translation>
    </message>
    <message>
        <source>Blown</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>Russians killed: %1</source>
        <translation>Getötete Russen: %1</translation>
    </message>
    <message>
        <source>Walked home</source>
        <translation>Zu Fuß heimgekehrt</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Heimgekehrt</translation>
    </message>
    <message>
        <source>Killed, turn %1</source>
        <translation>Gefallen, Runde %1</translation>
    </message>
    <message>
        <source>Fled, turn %1</source>
        <translation>Geflohen, Runde %1</translation>
    </message>
    <message>
        <source>Lost, turn %1</source>
        <translation>Verloren, Runde %1</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeOddsChart</name>
    <message>
        <source>Press Simulate to play many charges with each troop type and policy.</source>
        <translation>Klicken Sie auf „Simulieren“, um viele Angriffe mit jeder Truppengattung und Strategie durchzuspielen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>mean %1 points · median %2 · 10+ points in %3 % · %4 men home, %5 Russians killed (means)</source>
        <translation>Mittel %1 Punkte · Median %2 · 10+ Punkte in %3 % · %4 Männer zurück, %5 Russen getötet (Mittelwerte)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeSetupDialog</name>
    <message>
        <source>Ride in the front rank of the charge</source>
        <translation>Im vorderen Glied des Angriffs reiten</translation>
    </message>
    <message>
        <source>Variant: Lancers +1 to fight</source>
        <translation>Variante: Lanciers +1 auf Kampf</translation>
    </message>
    <message>
        <source>Charge of the Light Brigade</source>
        <translation>Charge of the Light Brigade</translation>
    </message>
    <message>
        <source>Skill rolls: Dragoons -1, Hussars +1, Lancers no modifier.</source>
        <translation>Fertigkeitswürfe: Dragoner -1, Husaren +1, Lanciers ohne Modifikator.</translation>
    </message>
    <message>
        <source>On the approach Man Obstacles count as Flat; in spaces 15-19 Flat &amp; Level counts as Cannon Fire.</source>
        <translation>Beim Anritt zählen Personenhindernisse als „Flach“; auf den Feldern 15-19 zählt „Flach &amp; eben“ als Kanonenfeuer.</translation>
    </message>
    <message>
        <source>Troop:</source>
        <translation>Truppe:</translation>
    </message>
    <message>
        <source>The men</source>
        <translation>Die Männer</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Rittmeister</translation>
    </message>
    <message>
        <source>Trumpeter</source>
        <translation>Trompeter</translation>
    </message>
    <message>
        <source>Trooper %1</source>
        <translation>Reiter %1</translation>
    </message>
    <message>
        <source>New names</source>
        <translation>Neue Namen</translation>
    </message>
    <message>
        <source>Names from British first names and surnames of 1854; you may also type your own.</source>
        <translation>Namen aus britischen Vor- und Nachnamen von 1854; Sie können auch eigene eingeben.</translation>
    </message>
    <message>
        <source>Charge!</source>
        <translation>Attacke!</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeTrack</name>
    <message>
        <source>C</source>
        <comment>Captain&apos;s marker</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>T</source>
        <comment>Trumpeter&apos;s marker</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>S%1</source>
        <comment>straggler&apos;s marker</comment>
        <translation>V%1</translation>
    </message>
    <message>
        <source>British lines</source>
        <translation>Britische Linien</translation>
    </message>
    <message>
        <source>Russian battery</source>
        <translation>Russische Batterie</translation>
    </message>
    <message>
        <source>Forming up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>The charge is over</source>
        <translation>Der Angriff ist vorbei</translation>
    </message>
    <message>
        <source>Turn %1 · melee turn %2 of 5</source>
        <translation>Runde %1 · Nahkampfrunde %2 von 5</translation>
    </message>
    <message>
        <source>Turn %1 · the charge  →</source>
        <translation>Runde %1 · der Angriff  →</translation>
    </message>
    <message>
        <source>←  the ride back · turn %1</source>
        <translation>←  der Rückritt · Runde %1</translation>
    </message>
    <message>
        <source>cannon table +2</source>
        <translation>Kanonentabelle +2</translation>
    </message>
    <message>
        <source>cannon −2</source>
        <translation>Kanone −2</translation>
    </message>
    <message>
        <source>front rank</source>
        <translation>vorderes Glied</translation>
    </message>
    <message numerus="yes">
        <source>%n home</source>
        <translation>
            <numerusform>%n zurück</numerusform>
            <numerusform>%n zurück</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeWindow</name>
    <message>
        <source>Retreating (%1)</source>
        <translation>Zurückweichend (%1)</translation>
    </message>
    <message>
        <source>Hesitant (%1)</source>
        <translation>Zögernd (%1)</translation>
    </message>
    <message>
        <source>Hurried (%1)</source>
        <translation>Gehetzt (%1)</translation>
    </message>
    <message>
        <source>Charge of the Light Brigade</source>
        <translation>Charge of the Light Brigade</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>Front rank</source>
        <translation>Vorderes Glied</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>New charge…</source>
        <translation>Neuer Angriff…</translation>
    </message>
    <message>
        <source>Next man</source>
        <translation>Nächster Mann</translation>
    </message>
    <message>
        <source>Roll for the next man (N)</source>
        <translation>Für den nächsten Mann würfeln (N)</translation>
    </message>
    <message>
        <source>Roll the turn</source>
        <translation>Die Runde würfeln</translation>
    </message>
    <message>
        <source>Every man&apos;s movement or melee, then morale and rally; stops only for your decisions (Space)</source>
        <translation>Bewegung oder Nahkampf jedes Mannes, dann Moral und Sammeln; hält nur für Ihre Entscheidungen an (Leertaste)</translation>
    </message>
    <message>
        <source>Ride to the end</source>
        <translation>Bis zum Ende reiten</translation>
    </message>
    <message>
        <source>Decisions: </source>
        <translation>Entscheidungen: </translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Mich fragen</translation>
    </message>
    <message>
        <source>Steady policy</source>
        <translation>Besonnene Strategie</translation>
    </message>
    <message>
        <source>Bold policy</source>
        <translation>Kühne Strategie</translation>
    </message>
    <message>
        <source>Ask me: spur orders on the cards, rally and horse switches asked when they come up.
Steady: never spur unless Hurried; rally Retreating, else Hesitant, else Hurried; always switch a blown horse.
Bold: as steady, but every man spurs for a second move on the approach while his horse has under 4 spur points.</source>
        <translation>Mich fragen: Sporenbefehle auf den Karten; Sammeln und Pferdewechsel werden abgefragt, wenn sie anstehen.
Besonnen: nie Sporen geben, außer wenn gehetzt; Zurückweichende sammeln, sonst Zögernde, sonst Gehetzte; ein erschöpftes Pferd immer wechseln.
Kühn: wie besonnen, aber jeder Mann gibt beim Anritt für eine zweite Bewegung die Sporen, solange sein Pferd weniger als 4 Sporenpunkte hat.</translation>
    </message>
    <message>
        <source>Throw real dice and type the faces in</source>
        <translation>Echte Würfel werfen und die Augenzahlen eingeben</translation>
    </message>
    <message>
        <source>The charge</source>
        <translation>Der Angriff</translation>
    </message>
    <message>
        <source> charges each</source>
        <translation> Angriffe je</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulieren</translation>
    </message>
    <message>
        <source>Score of simulated charges, by troop type and policy:</source>
        <translation>Punktzahl simulierter Angriffe, nach Truppengattung und Strategie:</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>The skill rolls were cancelled; no charge was formed.</source>
        <translation>Die Fertigkeitswürfe wurden abgebrochen; es wurde kein Angriff aufgestellt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The charge resumes in turn %1.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Der Angriff wird in Runde %1 fortgesetzt.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Roll cancelled: the man&apos;s move was not played.</source>
        <translation>Wurf abgebrochen: Der Zug des Mannes wurde nicht gespielt.</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>[dice %1]</source>
        <translation>[Würfel %1]</translation>
    </message>
    <message>
        <source>Choose New charge… to form up a troop.</source>
        <translation>Wählen Sie „Neuer Angriff…“, um eine Truppe aufzustellen.</translation>
    </message>
    <message>
        <source>morale phase next</source>
        <translation>als Nächstes Moralphase</translation>
    </message>
    <message>
        <source>rally phase next</source>
        <translation>als Nächstes Sammelphase</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>als Nächstes: %1</translation>
    </message>
    <message>
        <source>%1 · Turn %2 · %3 · in the charge: %4, home: %5, killed: %6, Russians killed: %7</source>
        <translation>%1 · Runde %2 · %3 · im Angriff: %4, zurück: %5, gefallen: %6, getötete Russen: %7</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stragglers: %1 of %2 brought home.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Versprengte: %1 von %2 zurückgebracht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;History:&lt;/b&gt; of the %1 men who charged at Balaclava, %2 were killed (%3 %) and %4 badly wounded (%5 %). Your troop lost %6 of 12 killed (%7 %).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Geschichte:&lt;/b&gt; Von den %1 Männern, die bei Balaklawa angriffen, fielen %2 (%3 %) und %4 wurden schwer verwundet (%5 %). Ihre Truppe verlor %6 von 12 gefallen (%7 %).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Charge of the Light Brigade: %1, turn %2, %3 in the charge</source>
        <translation>Charge of the Light Brigade: %1, Runde %2, %3 im Angriff</translation>
    </message>
    <message>
        <source>This is not a saved Charge of the Light Brigade.</source>
        <translation>Dies ist kein gespeichertes Charge of the Light Brigade.</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Whom does the Captain try to rally? One roll of 1d6 (4-6) clears the whole group.</source>
        <translation>Wen versucht der Rittmeister zu sammeln? Ein Wurf mit 1d6 (4-6) bereinigt die ganze Gruppe.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemanden</translation>
    </message>
    <message>
        <source>Riderless horse</source>
        <translation>Herrenloses Pferd</translation>
    </message>
    <message>
        <source>%1&apos;s horse is blown. Switch to the riderless horse (a fresh horse with 1d6 spur points)?</source>
        <translation>Das Pferd von %1 ist erschöpft. Auf das herrenlose Pferd wechseln (ein frisches Pferd mit 1d6 Sporenpunkten)?</translation>
    </message>
    <message>
        <source>%1 (saved %2)</source>
        <translation>%1 (gespeichert %2)</translation>
    </message>
    <message>
        <source>A new charge</source>
        <translation>Ein neuer Angriff</translation>
    </message>
    <message>
        <source>Charges in progress in this campaign:</source>
        <translation>Laufende Angriffe in dieser Kampagne:</translation>
    </message>
    <message>
        <source>The saved charge cannot be resumed: %1 It is left unchanged in the campaign.</source>
        <translation>Der gespeicherte Angriff kann nicht fortgesetzt werden: %1 Er bleibt unverändert in der Kampagne.</translation>
    </message>
    <message>
        <source>A charge is in progress in this campaign (turn %1). Resume it?</source>
        <translation>In dieser Kampagne läuft ein Angriff (Runde %1). Fortsetzen?</translation>
    </message>
    <message>
        <source>Charge of the &amp;Light Brigade…</source>
        <translation>Charge of the &amp;Light Brigade…</translation>
    </message>
    <message>
        <source>The solo Charge of the Light Brigade, with Vedette keeping the cards and the track</source>
        <translation>Das Solospiel Charge of the Light Brigade, wobei Vedette die Karten und die Leiste führt</translation>
    </message>
    <message numerus="yes">
        <source>Charge of the Light Brigade: %1, over, %n point(s)</source>
        <translation>
            <numerusform>Charge of the Light Brigade: %1, beendet, %n Punkt</numerusform>
            <numerusform>Charge of the Light Brigade: %1, beendet, %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The charge is over: %n point(s).</source>
        <translation>
            <numerusform>Der Angriff ist vorbei: %n Punkt.</numerusform>
            <numerusform>Der Angriff ist vorbei: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;h2 style=&apos;margin:0&apos;&gt;Score: %n point(s)&lt;/h2&gt;</source>
        <translation>
            <numerusform>&lt;h2 style=&apos;margin:0&apos;&gt;Punktzahl: %n Punkt&lt;/h2&gt;</numerusform>
            <numerusform>&lt;h2 style=&apos;margin:0&apos;&gt;Punktzahl: %n Punkte&lt;/h2&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 of the twelve came home (%2 of them wounded), %3 were killed and %4 fled, after %5. %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 der zwölf kamen zurück (%2 davon verwundet), %3 fielen und %4 flohen, nach %5. %6&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Russian(s) killed at the battery.</source>
        <translation>
            <numerusform>%n Russe an der Batterie getötet.</numerusform>
            <numerusform>%n Russen an der Batterie getötet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::LogPanel</name>
    <message>
        <source>Campaign Log</source>
        <translation>Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>Search the log…</source>
        <translation>Protokoll durchsuchen…</translation>
    </message>
    <message>
        <source>Full-text search: every word must appear; a word followed by a space matches whole words, the word being typed their beginnings</source>
        <translation>Volltextsuche: Jedes Wort muss vorkommen; ein Wort mit einem Leerzeichen danach zählt nur als ganzes Wort, das gerade getippte auch als Wortanfang</translation>
    </message>
    <message>
        <source>Show the entries of one battle</source>
        <translation>Die Einträge einer Schlacht anzeigen</translation>
    </message>
    <message>
        <source>Show the entries a side may see or that name its units</source>
        <translation>Die Einträge anzeigen, die eine Seite sehen darf oder die ihre Einheiten nennen</translation>
    </message>
    <message>
        <source>Show the entries that name one unit</source>
        <translation>Die Einträge anzeigen, die eine Einheit nennen</translation>
    </message>
    <message>
        <source>Show one kind of entry</source>
        <translation>Eine Art von Einträgen anzeigen</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>&amp;Notiz hinzufügen…</translation>
    </message>
    <message>
        <source>Write a note into the log of the current battle</source>
        <translation>Eine Notiz in das Protokoll der aktuellen Schlacht schreiben</translation>
    </message>
    <message>
        <source>&amp;Void Entry…</source>
        <translation>Eintrag &amp;annullieren…</translation>
    </message>
    <message>
        <source>Mark a mistaken entry as void: it stays in the log, struck through, and the voiding is logged</source>
        <translation>Einen irrtümlichen Eintrag annullieren: Er bleibt durchgestrichen im Protokoll, und die Annullierung wird protokolliert</translation>
    </message>
    <message>
        <source>All battles</source>
        <translation>Alle Schlachten</translation>
    </message>
    <message>
        <source>Campaign notes</source>
        <translation>Kampagnennotizen</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <source>All units</source>
        <translation>Alle Einheiten</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>schreibgeschützt</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Note for the log of %1:</source>
        <translation>Notiz für das Protokoll (%1):</translation>
    </message>
    <message>
        <source>the campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>The note could not be written: %1</source>
        <translation>Die Notiz konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Void Entry</source>
        <translation>Eintrag annullieren</translation>
    </message>
    <message>
        <source>Void this entry?

“%1”

It stays in the log, struck through, and the voiding is logged too. Why is it void? (optional)</source>
        <translation>Diesen Eintrag annullieren?

„%1“

Er bleibt durchgestrichen im Protokoll, und auch die Annullierung wird protokolliert. Warum ist er ungültig? (optional)</translation>
    </message>
    <message>
        <source>The entry could not be voided: %1</source>
        <translation>Der Eintrag konnte nicht annulliert werden: %1</translation>
    </message>
    <message>
        <source>the whole campaign</source>
        <translation>Gesamte Kampagne</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne ist geöffnet.</translation>
    </message>
    <message>
        <source>Unknown log format “%1”: use .html, .md, .csv, .json or .pdf.</source>
        <translation>Unbekanntes Protokollformat „%1“: Verwenden Sie .html, .md, .csv, .json oder .pdf.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>Einträge: %1</translation>
    </message>
    <message>
        <source>Entries: %1+</source>
        <translation>Einträge: %1+</translation>
    </message>
    <message>
        <source>Still counting the entries that match; the log can be read meanwhile.</source>
        <translation>Die passenden Einträge werden noch gezählt; das Protokoll kann währenddessen gelesen werden.</translation>
    </message>
    <message>
        <source>All solo and card games</source>
        <translation>Alle Solo- und Kartenspiele</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Turn/bound</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>vedette::LogPanelModel</name>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>%1
(voided by entry %2)</source>
        <translation>%1
(annulliert durch Eintrag %2)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>vedette::MainWindow</name>
    <message>
        <source>Cursor position on the table</source>
        <translation>Cursorposition auf dem Spieltisch</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Main Tool Bar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close Vedette (everything is already saved)</source>
        <translation>Vedette schließen (alles ist bereits gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bedienfelder</translation>
    </message>
    <message>
        <source>Main &amp;Tool Bar</source>
        <translation>&amp;Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Solo Games</source>
        <translation>&amp;Solospiele</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Vedette</source>
        <translation>Ü&amp;ber Vedette</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Every change to the table; click an entry to go back to it</source>
        <translation>Jede Änderung am Spieltisch; klicken Sie auf einen Eintrag, um dorthin zurückzukehren</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>(read-only)</source>
        <translation>(schreibgeschützt)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>How to use Vedette, with a page for each rule system</source>
        <translation>Die Bedienung von Vedette, mit einer Seite für jedes Regelsystem</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every keyboard shortcut of the menus and panels</source>
        <translation>Alle Tastenkürzel der Menüs und Bedienfelder</translation>
    </message>
    <message>
        <source>(followed: played by %1)</source>
        <translation>(verfolgt: gespielt von %1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>Wie geöffnet</translation>
    </message>
</context>
<context>
    <name>vedette::MarkerItem</name>
    <message>
        <source>Only the referee sees it.</source>
        <translation>Nur der Schiedsrichter sieht ihn.</translation>
    </message>
    <message>
        <source>Hidden from: %1</source>
        <translation>Verborgen vor: %1</translation>
    </message>
</context>
<context>
    <name>vedette::MarkerTool</name>
    <message>
        <source>Markers</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Click a unit to give it a morale counter, or the table to put down a marker; right-click takes one away.</source>
        <translation>Klicken Sie auf eine Einheit, um ihr einen Moralmarker zu geben, oder auf den Spieltisch, um einen Marker abzulegen; ein Rechtsklick nimmt einen weg.</translation>
    </message>
    <message>
        <source>Marker:</source>
        <translation>Marker:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n morale counter(s)</source>
        <translation>
            <numerusform>%1: %n Moralmarker</numerusform>
            <numerusform>%1: %n Moralmarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n morale counter(s).</source>
        <translation>
            <numerusform>%1 hat %n Moralmarker.</numerusform>
            <numerusform>%1 hat %n Moralmarker.</numerusform>
        </translation>
    </message>
    <message>
        <source>Markers go on the table.</source>
        <translation>Marker kommen auf den Spieltisch.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
</context>
<context>
    <name>vedette::MeasureTool</name>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>%1 to %2, edge to edge</source>
        <translation>%1 bis %2, Kante zu Kante</translation>
    </message>
    <message>
        <source>centres %1</source>
        <translation>Mittelpunkte %1</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Angeheftet: %1</translation>
    </message>
    <message>
        <source>Drag, or click twice, to measure; from unit to unit it measures the closest edges. P pins the measurement; double-click a pinned ruler to label it, right-click to label or remove it.</source>
        <translation>Ziehen oder zweimal klicken, um zu messen; von Einheit zu Einheit wird zwischen den nächstgelegenen Kanten gemessen. P heftet die Messung an; Doppelklick auf ein angeheftetes Lineal, um es zu beschriften, Rechtsklick, um es zu beschriften oder zu entfernen.</translation>
    </message>
</context>
<context>
    <name>vedette::MeleePanel</name>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>No melee.</source>
        <translation>Kein Nahkampf.</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>weicht zurück</translation>
    </message>
    <message>
        <source>d10 </source>
        <translation>d10 </translation>
    </message>
    <message>
        <source>Melee modifier</source>
        <translation>Nahkampfmodifikator</translation>
    </message>
    <message>
        <source>%1 in melee with %2. Both are Disordered while it lasts.</source>
        <translation>%1 im Nahkampf mit %2. Beide sind ungeordnet, solange er andauert.</translation>
    </message>
    <message>
        <source>Record Morale</source>
        <translation>Moral eintragen</translation>
    </message>
    <message>
        <source>Melee Over</source>
        <translation>Nahkampf beendet</translation>
    </message>
    <message>
        <source>Town fight: %1 against %2. Losses are spread over every stand of both blocks; all are Disordered while it lasts.</source>
        <translation>Ortskampf: %1 gegen %2. Die Verluste werden auf alle Basen beider Häuserblöcke verteilt; alle sind ungeordnet, solange er andauert.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) %1</source>
        <translation>
            <numerusform>%n Stufe %1</numerusform>
            <numerusform>%n Stufen %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The side&apos;s melee modifier for the next round (default by class); the referee may change it.</source>
        <translation>Der Nahkampfmodifikator der Seite für die nächste Runde (Standard nach Klasse); der Schiedsrichter kann ihn ändern.</translation>
    </message>
    <message>
        <source>No melee. A charge that ends in MELEE! starts one.</source>
        <translation>Kein Nahkampf. Ein Angriff, der mit NAHKAMPF! endet, beginnt einen.</translation>
    </message>
    <message>
        <source>Next round (d10 %1 against d10 %2): %3 wins %4, tie %5, %6 wins %7.
Steps %3 takes: %8.
Steps %6 takes: %9.</source>
        <translation>Nächste Runde (d10 %1 gegen d10 %2): %3 gewinnt %4, Gleichstand %5, %6 gewinnt %7.
Stufen, die %3 verliert: %8.
Stufen, die %6 verliert: %9.</translation>
    </message>
    <message>
        <source>End the Melee</source>
        <translation>Nahkampf beenden</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %3, %n step(s) taken)</source>
        <translation>
            <numerusform>%1 (%2 von %3, %n Stufe verloren)</numerusform>
            <numerusform>%1 (%2 von %3, %n Stufen verloren)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n Mann</numerusform>
            <numerusform>%n Mann</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll Round</source>
        <translation>Runde würfeln</translation>
    </message>
    <message>
        <source>Round %1 is fought in turn %2: Next Turn first</source>
        <translation>Runde %1 wird in Zug %2 gekämpft: zuerst Nächster Zug</translation>
    </message>
    <message>
        <source>Round %1: d10 each</source>
        <translation>Runde %1: je d10</translation>
    </message>
    <message>
        <source>Tick the side that retreats, if any</source>
        <translation>Die Seite ankreuzen, die zurückweicht, falls eine</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <translation>Der Nahkampf ist vorbei</translation>
    </message>
</context>
<context>
    <name>vedette::MessengerItem</name>
    <message>
        <source>%1
Carrying “%2” to %3
Bounds ridden: %4
Still to ride: %5</source>
        <translation>%1
Überbringt „%2“ an %3
Gerittene Züge: %4
Noch zu reiten: %5</translation>
    </message>
</context>
<context>
    <name>vedette::NewBattleDialog</name>
    <message>
        <source>New Battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>The scenario&apos;s name and today&apos;s date</source>
        <translation>Name des Szenarios und heutiges Datum</translation>
    </message>
    <message>
        <source>No: as the scenario sets them up</source>
        <translation>Nein: so, wie das Szenario sie aufstellt</translation>
    </message>
    <message>
        <source>From “%1” (bound %2)</source>
        <translation>Aus „%1“ (Zug %2)</translation>
    </message>
    <message>
        <source>Units with the same id start with the strength and casualties they had at the end of that battle</source>
        <translation>Einheiten mit derselben ID beginnen mit der Stärke und den Verlusten, die sie am Ende jener Schlacht hatten</translation>
    </message>
    <message>
        <source>Battle &amp;name:</source>
        <translation>&amp;Name der Schlacht:</translation>
    </message>
    <message>
        <source>&amp;Carry units&apos; strength:</source>
        <translation>Stärke der Einheiten ü&amp;bernehmen:</translation>
    </message>
    <message>
        <source>Start Battle</source>
        <translation>Schlacht beginnen</translation>
    </message>
    <message>
        <source>6&apos; x 4&apos;</source>
        <translation>6&apos; x 4&apos;</translation>
    </message>
    <message>
        <source>8&apos; x 5&apos;</source>
        <translation>8&apos; x 5&apos;</translation>
    </message>
    <message>
        <source>120 x 80 cm</source>
        <translation>120 x 80 cm</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Empty table</source>
        <translation>Leerer Spieltisch</translation>
    </message>
    <message>
        <source>An empty table: set up your own battle</source>
        <translation>Ein leerer Spieltisch: die eigene Schlacht aufstellen</translation>
    </message>
    <message>
        <source> p per cm</source>
        <translation> p pro cm</translation>
    </message>
    <message>
        <source>How many paces of the battlefield one centimetre of table stands for (Balagan: 100)</source>
        <translation>Wie viele Schritt des Schlachtfelds ein Zentimeter Spieltisch darstellt (Balagan: 100)</translation>
    </message>
    <message>
        <source>by</source>
        <translation>×</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Spieltisch:</translation>
    </message>
    <message>
        <source>&amp;Ground scale:</source>
        <translation>&amp;Geländemaßstab:</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>The side&apos;s colour on the table</source>
        <translation>Die Farbe der Seite auf dem Spieltisch</translation>
    </message>
    <message>
        <source>&amp;First side:</source>
        <translation>&amp;Erste Seite:</translation>
    </message>
    <message>
        <source>&amp;Second side:</source>
        <translation>&amp;Zweite Seite:</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>&amp;Ausgehend von:</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source> in</source>
        <translation> in</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>The campaign has no scenario yet.</source>
        <translation>Die Kampagne hat noch kein Szenario.</translation>
    </message>
    <message>
        <source>Each side needs a name.</source>
        <translation>Jede Seite braucht einen Namen.</translation>
    </message>
    <message>
        <source>The two sides need different names.</source>
        <translation>Die beiden Seiten brauchen verschiedene Namen.</translation>
    </message>
</context>
<context>
    <name>vedette::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>e.g. The Crimea, autumn 1854</source>
        <translation>z. B. Die Krim, Herbst 1854</translation>
    </message>
    <message>
        <source>The first battle of the campaign is set up from this scenario</source>
        <translation>Die erste Schlacht der Kampagne wird nach diesem Szenario aufgestellt</translation>
    </message>
    <message>
        <source>Bundled with Vedette</source>
        <translation>Mit Vedette mitgeliefert</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>Szenario-JSON &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>&amp;Name der Kampagne:</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Szenario:</translation>
    </message>
    <message>
        <source>Campaign &amp;file:</source>
        <translation>&amp;Kampagnendatei:</translation>
    </message>
    <message>
        <source>Everything is saved as you play: there is no Save command.</source>
        <translation>Während des Spiels wird alles gespeichert: Es gibt keinen Befehl „Speichern“.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Import Scenario</source>
        <translation>Szenario importieren</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Szenario-JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Neue Kampagnendatei</translation>
    </message>
    <message>
        <source>Vedette campaigns (*.vedette)</source>
        <translation>Vedette-Kampagnen (*.vedette)</translation>
    </message>
    <message>
        <source>Choose a scenario, or import one from a JSON file.</source>
        <translation>Wählen Sie ein Szenario oder importieren Sie eines aus einer JSON-Datei.</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Geben Sie der Kampagne einen Namen.</translation>
    </message>
    <message>
        <source>Choose where the campaign file goes.</source>
        <translation>Wählen Sie, wo die Kampagnendatei abgelegt wird.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another file name.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Dateinamen.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>vedette::OddsWidget</name>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>&lt;%1 %</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4)</source>
        <translation>%1: %2 von %3 (%4)</translation>
    </message>
    <message>
        <source>%1, thrown</source>
        <translation>%1, gewürfelt</translation>
    </message>
    <message>
        <source>No odds to show</source>
        <translation>Keine Chancen anzuzeigen</translation>
    </message>
</context>
<context>
    <name>vedette::OrderFlagLayer</name>
    <message>
        <source>%1: %2 (no division)</source>
        <translation>%1: %2 (keine Division)</translation>
    </message>
    <message>
        <source>%1: %2 — division %3, no general</source>
        <translation>%1: %2 — Division %3, kein General</translation>
    </message>
    <message>
        <source>%1: %2 — division %3 (%4)</source>
        <translation>%1: %2 — Division %3 (%4)</translation>
    </message>
</context>
<context>
    <name>vedette::OrderOfBattlePanel</name>
    <message>
        <source>Order of Battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Seite</translation>
    </message>
    <message>
        <source>&amp;Division (with its general)</source>
        <translation>&amp;Division (mit ihrem General)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;General</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a side, a division, a general or a unit to the selected side and division</source>
        <translation>Eine Seite, eine Division, einen General oder eine Einheit zur ausgewählten Seite und Division hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected units and generals (not on the table)</source>
        <translation>Die ausgewählten Einheiten und Generäle kopieren (die Kopien stehen nicht auf dem Spieltisch)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected units, generals or sides</source>
        <translation>Die ausgewählten Einheiten, Generäle oder Seiten löschen</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Put the selected units on the table with the Deploy tool: click, or draw their front line</source>
        <translation>Die ausgewählten Einheiten mit dem Werkzeug „Aufstellen“ auf den Spieltisch bringen: klicken oder ihre Frontlinie zeichnen</translation>
    </message>
    <message>
        <source>Take off the Table</source>
        <translation>Vom Spieltisch nehmen</translation>
    </message>
    <message>
        <source>Back into the order of battle, to deploy again</source>
        <translation>Zurück in die Schlachtordnung, um neu aufzustellen</translation>
    </message>
    <message>
        <source>Side &amp;Colour…</source>
        <translation>Seiten&amp;farbe…</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>&amp;Import Order of Battle (CSV)…</source>
        <translation>Schlachtordnung &amp;importieren (CSV)…</translation>
    </message>
    <message>
        <source>&amp;Export Order of Battle (CSV)…</source>
        <translation>Schlachtordnung e&amp;xportieren (CSV)…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>dismounted</source>
        <translation>abgesessen</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>auf dem Spieltisch</translation>
    </message>
    <message>
        <source>to deploy</source>
        <translation>aufzustellen</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation>Oberbefehlshaber</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>nicht platziert</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>No division</source>
        <translation>Keine Division</translation>
    </message>
    <message numerus="yes">
        <source>%n to deploy</source>
        <translation>
            <numerusform>%n aufzustellen</numerusform>
            <numerusform>%n aufzustellen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 to deploy, %4</source>
        <translation>%1: %2, %3 aufzustellen, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n General</numerusform>
            <numerusform>%n Generäle</numerusform>
        </translation>
    </message>
    <message>
        <source>No sides yet: File &gt; New Battle… sets up two, or Add &gt; Side.</source>
        <translation>Noch keine Seiten: Datei &gt; Neue Schlacht… legt zwei an, oder Hinzufügen &gt; Seite.</translation>
    </message>
    <message>
        <source>Edit the unit in the Inspector; drag it onto the table (or Deploy) to put it there.</source>
        <translation>Die Einheit im Inspektor bearbeiten; auf den Spieltisch ziehen (oder Aufstellen), um sie dort zu platzieren.</translation>
    </message>
    <message numerus="yes">
        <source>%n units chosen: a change in the Inspector applies to all of them.</source>
        <translation>
            <numerusform>%n Einheit gewählt: Eine Änderung im Inspektor gilt für sie.</numerusform>
            <numerusform>%n Einheiten gewählt: Eine Änderung im Inspektor gilt für alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: double-click to rename; More &gt; Side Colour… to change its colour.</source>
        <translation>%1: Doppelklick zum Umbenennen; Mehr &gt; Seitenfarbe…, um die Farbe zu ändern.</translation>
    </message>
    <message>
        <source>Choose a side, division, general or unit. Add puts new ones into the chosen side and division.</source>
        <translation>Eine Seite, eine Division, einen General oder eine Einheit wählen. Hinzufügen legt Neues in der gewählten Seite und Division an.</translation>
    </message>
    <message>
        <source>%1 and %2 chosen.</source>
        <translation>%1 und %2 gewählt.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Add a side first: units belong to a side.</source>
        <translation>Zuerst eine Seite hinzufügen: Einheiten gehören zu einer Seite.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Add a side first: generals belong to a side.</source>
        <translation>Zuerst eine Seite hinzufügen: Generäle gehören zu einer Seite.</translation>
    </message>
    <message>
        <source>General %1</source>
        <translation>General %1</translation>
    </message>
    <message>
        <source>Add a side first: divisions belong to a side.</source>
        <translation>Zuerst eine Seite hinzufügen: Divisionen gehören zu einer Seite.</translation>
    </message>
    <message>
        <source>division-%1</source>
        <translation>division-%1</translation>
    </message>
    <message>
        <source>General of %1</source>
        <translation>General von %1</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Import order of battle %1</source>
        <translation>Schlachtordnung %1 importieren</translation>
    </message>
    <message>
        <source>%1 holds no units or generals.</source>
        <translation>%1 enthält keine Einheiten oder Generäle.</translation>
    </message>
    <message>
        <source>Import Order of Battle</source>
        <translation>Schlachtordnung importieren</translation>
    </message>
    <message>
        <source>Orders of battle (*.csv);;All files (*)</source>
        <translation>Schlachtordnungen (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing was imported from %1:

%2</source>
        <translation>Aus %1 wurde nichts importiert:

%2</translation>
    </message>
    <message>
        <source>Export Order of Battle</source>
        <translation>Schlachtordnung exportieren</translation>
    </message>
    <message>
        <source>order-of-battle</source>
        <translation>schlachtordnung</translation>
    </message>
    <message>
        <source>Orders of battle (*.csv)</source>
        <translation>Schlachtordnungen (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Templates are kept in the campaign; open a campaign you can write to.</source>
        <translation>Vorlagen werden in der Kampagne gespeichert; eine Kampagne mit Schreibzugriff öffnen.</translation>
    </message>
    <message>
        <source>Choose a unit or a division to save as a template.</source>
        <translation>Eine Einheit oder eine Division wählen, die als Vorlage gespeichert werden soll.</translation>
    </message>
    <message>
        <source>There is no such template in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine solche Vorlage.</translation>
    </message>
    <message>
        <source>Add a side first: the template&apos;s units need one.</source>
        <translation>Zuerst eine Seite hinzufügen: Die Einheiten der Vorlage brauchen eine.</translation>
    </message>
    <message>
        <source>Add %1 from a template</source>
        <translation>%1 aus einer Vorlage hinzufügen</translation>
    </message>
    <message>
        <source>The template holds no units.</source>
        <translation>Die Vorlage enthält keine Einheiten.</translation>
    </message>
    <message>
        <source>Save as Template</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>&amp;Save Selection as Template…</source>
        <translation>Auswahl als &amp;Vorlage speichern…</translation>
    </message>
    <message>
        <source>Add from a template</source>
        <translation>Aus einer Vorlage hinzufügen</translation>
    </message>
    <message>
        <source>%1 (division)</source>
        <translation>%1 (Division)</translation>
    </message>
    <message>
        <source>Add from Template</source>
        <translation>Aus Vorlage hinzufügen</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>%1 einfärben</translation>
    </message>
    <message>
        <source>Deploy the Rest</source>
        <translation>Den Rest aufstellen</translation>
    </message>
    <message>
        <source>Lay out every unit not yet on the table in its side&apos;s deployment zone (Balagan) or along its table edge (Brown), division by division in rows: the selected side&apos;s, or every side&apos;s when nothing is selected</source>
        <translation>Jede Einheit, die noch nicht auf dem Spieltisch steht, in der Aufstellungszone ihrer Seite (Balagan) oder an ihrem Tischrand (Brown) aufstellen, Division für Division in Reihen: die der ausgewählten Seite oder die aller Seiten, wenn nichts ausgewählt ist</translation>
    </message>
    <message>
        <source>%1 has no area to deploy in.</source>
        <translation>%1 hat keinen Bereich zum Aufstellen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Every unit is on the table.</source>
        <translation>Jede Einheit steht auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>Put in single line to fit: %1.</source>
        <translation>In einfacher Linie aufgestellt, damit es passt: %1.</translation>
    </message>
    <message>
        <source>%1: double-click to rename, drag onto the table to deploy it</source>
        <translation>%1: Doppelklick zum Umbenennen, auf den Spieltisch ziehen, um sie aufzustellen</translation>
    </message>
    <message>
        <source>%1: %2 and %3. Drag it onto the table, or Deploy and draw its front line.</source>
        <translation>%1: %2 und %3. Auf den Spieltisch ziehen oder Aufstellen wählen und ihre Frontlinie zeichnen.</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Art: %1</translation>
    </message>
    <message>
        <source>Strength: %1</source>
        <translation>Stärke: %1</translation>
    </message>
    <message>
        <source>Formation: %1</source>
        <translation>Formation: %1</translation>
    </message>
    <message>
        <source>Place: %1</source>
        <translation>Standort: %1</translation>
    </message>
</context>
<context>
    <name>vedette::OrdersPanel</name>
    <message>
        <source>Balagan Orders</source>
        <translation>Balagan-Befehle</translation>
    </message>
    <message>
        <source>Division / unit</source>
        <translation>Division / Einheit</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Send messenger…</source>
        <translation>Melder senden…</translation>
    </message>
    <message>
        <source>Send a messenger from the division&apos;s general (or the commander-in-chief) with new orders</source>
        <translation>Einen Melder vom General der Division (oder vom Oberbefehlshaber) mit neuen Befehlen senden</translation>
    </message>
    <message>
        <source>The side whose messengers ride</source>
        <translation>Die Seite, deren Melder reiten</translation>
    </message>
    <message>
        <source>Messengers ride</source>
        <translation>Melder reiten</translation>
    </message>
    <message>
        <source>Place general</source>
        <translation>General platzieren</translation>
    </message>
    <message>
        <source>Put the selected division&apos;s general on the table, just behind its first unit</source>
        <translation>Den General der ausgewählten Division auf den Spieltisch stellen, direkt hinter ihre erste Einheit</translation>
    </message>
    <message>
        <source>Orders, generals and messengers belong to Balagan&apos;s Marlburian battles; this table is played under other rules.</source>
        <translation>Befehle, Generäle und Melder gehören zu Balagans Marlburian-Schlachten; dieser Spieltisch wird nach anderen Regeln gespielt.</translation>
    </message>
    <message>
        <source>Bound %1: %2 to move. Orders change only when a general or messenger arrives.</source>
        <translation>Zug %1: %2 ist am Zug. Befehle ändern sich nur, wenn ein General oder Melder eintrifft.</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation>Oberbefehlshaber</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation>nicht auf dem Spieltisch</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 is not on the table yet</source>
        <translation>%1 ist noch nicht auf dem Spieltisch</translation>
    </message>
    <message>
        <source>no division</source>
        <translation>keine Division</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>überbracht</translation>
    </message>
    <message>
        <source>%1 to ride</source>
        <translation>noch %1 zu reiten</translation>
    </message>
    <message>
        <source>riding</source>
        <translation>unterwegs</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>an %1</translation>
    </message>
    <message>
        <source>The side has no general to send a messenger.</source>
        <translation>Die Seite hat keinen General, der einen Melder senden könnte.</translation>
    </message>
    <message>
        <source>Send a Messenger</source>
        <translation>Einen Melder senden</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>No messenger sent: the general is not on the table.</source>
        <translation>Kein Melder gesendet: Der General ist nicht auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>Balagan &amp;Orders</source>
        <translation>Balagan-&amp;Befehle</translation>
    </message>
    <message>
        <source>Show the divisions, their generals and orders, and the messengers riding</source>
        <translation>Die Divisionen, ihre Generäle und Befehle sowie die reitenden Melder anzeigen</translation>
    </message>
    <message>
        <source>General changes orders…</source>
        <translation>General ändert Befehle…</translation>
    </message>
    <message>
        <source>A general tries to change his own division&apos;s orders: 1d6 + his rating, 5 or more, once a bound</source>
        <translation>Ein General versucht, die Befehle seiner eigenen Division zu ändern: 1d6 + sein Wert, 5 oder mehr, einmal pro Zug</translation>
    </message>
    <message>
        <source>General arrives…</source>
        <translation>General trifft ein…</translation>
    </message>
    <message>
        <source>A general arrives in person at a unit: he joins it and its division&apos;s orders change at once</source>
        <translation>Ein General trifft persönlich bei einer Einheit ein: Er schließt sich ihr an und die Befehle ihrer Division ändern sich sofort</translation>
    </message>
    <message>
        <source>General Changes Orders</source>
        <translation>General ändert Befehle</translation>
    </message>
    <message>
        <source>General:</source>
        <translation>General:</translation>
    </message>
    <message>
        <source>New orders:</source>
        <translation>Neue Befehle:</translation>
    </message>
    <message>
        <source>1d6 + his rating: 5 or more changes them. One try a bound.</source>
        <translation>1d6 + sein Wert: Bei 5 oder mehr ändern sie sich. Ein Versuch pro Zug.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>General Arrives in Person</source>
        <translation>General trifft persönlich ein</translation>
    </message>
    <message>
        <source>Joins:</source>
        <translation>Schließt sich an:</translation>
    </message>
    <message>
        <source>Arrive</source>
        <translation>Eintreffen</translation>
    </message>
    <message>
        <source>Every messenger of the side rides its bound as horse in column and rolls once for his life (killed on a 1)</source>
        <translation>Jeder Melder der Seite reitet seinen Zug als Reiterei in Kolonne und würfelt einmal um sein Leben (bei einer 1 getötet)</translation>
    </message>
</context>
<context>
    <name>vedette::PiecesLayer</name>
    <message>
        <source>%1 leaves %2.</source>
        <translation>%1 verlässt %2.</translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation>%1 schließt sich %2 an.</translation>
    </message>
    <message>
        <source>Send &amp;Messenger…</source>
        <translation>&amp;Melder senden…</translation>
    </message>
    <message>
        <source>&amp;Join Unit</source>
        <translation>Einheit an&amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Leave %1</source>
        <translation>%1 ver&amp;lassen</translation>
    </message>
</context>
<context>
    <name>vedette::PlaceUnitTool</name>
    <message>
        <source>Place Unit</source>
        <translation>Einheit platzieren</translation>
    </message>
    <message>
        <source>Choose a side and a unit type, then click on the table to place it; R turns the next unit.</source>
        <translation>Wählen Sie eine Seite und einen Einheitentyp und klicken Sie dann auf den Spieltisch, um sie zu platzieren; R dreht die nächste Einheit.</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The scenario has no sides yet: add one before placing units.</source>
        <translation>Das Szenario hat noch keine Seiten: Fügen Sie eine hinzu, bevor Sie Einheiten platzieren.</translation>
    </message>
    <message>
        <source>Placed %1.</source>
        <translation>%1 platziert.</translation>
    </message>
</context>
<context>
    <name>vedette::PlayerMessages</name>
    <message>
        <source>There is no side &quot;%1&quot; on the table.</source>
        <translation>Auf dem Tisch gibt es keine Seite &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Die Nachricht ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>A message to a side holds at most %n characters.</source>
        <translation>
            <numerusform>Eine Nachricht an eine Seite hat höchstens %n Zeichen.</numerusform>
            <numerusform>Eine Nachricht an eine Seite hat höchstens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>To %1: %2</source>
        <translation>An %1: %2</translation>
    </message>
</context>
<context>
    <name>vedette::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language of menus, panels and log entries</source>
        <translation>Sprache der Menüs, Bedienfelder und Protokolleinträge</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Ask for the faces of &amp;physical dice</source>
        <translation>Nach den Augenzahlen &amp;physischer Würfel fragen</translation>
    </message>
    <message>
        <source>Every roll in Vedette asks for the faces of the dice thrown at the table instead of throwing them itself. The Dice Tray has the same switch.</source>
        <translation>Jeder Wurf in Vedette fragt nach den Augenzahlen der am Tisch geworfenen Würfel, statt selbst zu würfeln. Die Würfelschale hat denselben Schalter.</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>&amp;Restart Vedette now</source>
        <translation>Vedette jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>Vedette speaks %1 from its next start. Restarting loses nothing: everything is already saved.</source>
        <translation>Vedette spricht ab dem nächsten Start %1. Ein Neustart verliert nichts: Alles ist bereits gespeichert.</translation>
    </message>
    <message>
        <source>A new language applies after Vedette is restarted.</source>
        <translation>Eine neue Sprache gilt nach einem Neustart von Vedette.</translation>
    </message>
</context>
<context>
    <name>vedette::ReachableAreaItem</name>
    <message>
        <source>%1: cannot move</source>
        <translation>%1: kann sich nicht bewegen</translation>
    </message>
    <message>
        <source>%1 (straight ahead %2)</source>
        <translation>%1 (geradeaus %2)</translation>
    </message>
</context>
<context>
    <name>vedette::RecentFiles</name>
    <message>
        <source>No recent campaigns</source>
        <translation>Keine zuletzt geöffneten Kampagnen</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>vedette::RulerLayer</name>
    <message>
        <source>Label Ruler</source>
        <translation>Lineal beschriften</translation>
    </message>
    <message>
        <source>Clear Pinned Rulers</source>
        <translation>Angeheftete Lineale entfernen</translation>
    </message>
    <message>
        <source>Label (empty to name the units measured):</source>
        <translation>Beschriftung (leer, um die gemessenen Einheiten zu nennen):</translation>
    </message>
    <message>
        <source>&amp;Label Ruler…</source>
        <translation>Lineal &amp;beschriften…</translation>
    </message>
    <message>
        <source>&amp;Remove Ruler</source>
        <translation>Lineal &amp;entfernen</translation>
    </message>
    <message>
        <source>%1 to %2, edge to edge</source>
        <translation>%1 bis %2, Kante zu Kante</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>centres %1</source>
        <translation>Mittelpunkte %1</translation>
    </message>
</context>
<context>
    <name>vedette::SelectTool</name>
    <message>
        <source>Select and Move</source>
        <translation>Auswählen und bewegen</translation>
    </message>
    <message>
        <source>%1 left of %2</source>
        <translation>%1 links von %2</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>costs %1 in bad going</source>
        <translation>kostet %1 in schwierigem Gelände</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Bewegt</translation>
    </message>
    <message>
        <source>Turned %1°</source>
        <translation>Um %1° gedreht</translation>
    </message>
    <message>
        <source>wheel %1</source>
        <translation>Schwenkung %1</translation>
    </message>
    <message>
        <source>Click a unit to select it; drag to move it, drag its handle or press R / Shift+R to turn it; Delete removes it. Click terrain with no unit on it to inspect it; click a pinned ruler to pick it, double-click to label it, right-click for its menu.</source>
        <translation>Klicken Sie auf eine Einheit, um sie auszuwählen; ziehen Sie sie, um sie zu bewegen, ziehen Sie ihren Griff oder drücken Sie R / Umschalt+R, um sie zu drehen; Entf entfernt sie. Klicken Sie auf Gelände ohne Einheit, um es zu untersuchen; klicken Sie auf ein angeheftetes Lineal, um es auszuwählen, doppelklicken Sie, um es zu beschriften, Rechtsklick öffnet sein Menü.</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>beyond the allowance</source>
        <translation>über die erlaubte Bewegung hinaus</translation>
    </message>
    <message>
        <source>Move refused: %1 (Ctrl+release moves it anyway, noted in the log).</source>
        <translation>Bewegung abgelehnt: %1 (Strg+Loslassen bewegt trotzdem, mit Vermerk im Protokoll).</translation>
    </message>
    <message>
        <source>The referee moves %1 against the rules: %2.</source>
        <translation>Der Schiedsrichter bewegt %1 regelwidrig: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Deployment zone %1 × %2</source>
        <translation>Aufstellungszone %1 × %2</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile (another table&apos;s step or a reload): the drag was let go.</source>
        <translation>%1 wurde inzwischen geändert (ein Schritt an einem anderen Tisch oder ein Neuladen): Das Ziehen wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>vedette::ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Mit den Spielern teilen</translation>
    </message>
    <message>
        <source>Each side sees its own view of the battle on a phone or tablet on this computer&apos;s network: its units, the enemy it has seen, the bound and the messages that reached it. Nothing else leaves this computer.</source>
        <translation>Jede Seite sieht ihre eigene Ansicht der Schlacht auf einem Telefon oder Tablet im Netzwerk dieses Computers: ihre Einheiten, den Feind, den sie gesehen hat, den Zug und die Nachrichten, die sie erreicht haben. Nichts anderes verlässt diesen Computer.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>Where the players&apos; devices reach this computer: an address on the network they share (127.0.0.1: this computer alone).</source>
        <translation>Wo die Geräte der Spieler diesen Computer erreichen: eine Adresse im gemeinsamen Netzwerk (127.0.0.1: nur dieser Computer).</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>New Links</source>
        <translation>Neue Links</translation>
    </message>
    <message>
        <source>Give every side a new link: the old links stop working.</source>
        <translation>Jeder Seite einen neuen Link geben: die alten Links funktionieren nicht mehr.</translation>
    </message>
    <message>
        <source>Save Link Cards…</source>
        <translation>Linkkarten speichern…</translation>
    </message>
    <message>
        <source>A card per side with its QR code and link, as a PDF to print.</source>
        <translation>Eine Karte je Seite mit ihrem QR-Code und Link, als PDF zum Drucken.</translation>
    </message>
    <message>
        <source>Message to</source>
        <translation>Nachricht an</translation>
    </message>
    <message>
        <source>A short text for that side alone</source>
        <translation>Ein kurzer Text nur für diese Seite</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Open a campaign and a battle first: the players&apos; devices show the battle on the table.</source>
        <translation>Öffnen Sie zuerst eine Kampagne und eine Schlacht: die Geräte der Spieler zeigen die Schlacht auf dem Tisch.</translation>
    </message>
    <message>
        <source>The battle cannot be read: %1</source>
        <translation>Die Schlacht kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address of this computer.</source>
        <translation>&quot;%1&quot; ist keine Adresse dieses Computers.</translation>
    </message>
    <message>
        <source>Cannot share on %1, port %2: %3</source>
        <translation>Teilen auf %1, Port %2 nicht möglich: %3</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Not sharing. Choose the address the players&apos; devices reach this computer at, then Start.</source>
        <translation>Nicht geteilt. Wählen Sie die Adresse, unter der die Geräte der Spieler diesen Computer erreichen, dann Starten.</translation>
    </message>
    <message numerus="yes">
        <source>Sharing %1 on %2, port %3: %n device(s) connected.</source>
        <translation>
            <numerusform>%1 wird auf %2, Port %3 geteilt: %n Gerät verbunden.</numerusform>
            <numerusform>%1 wird auf %2, Port %3 geteilt: %n Geräte verbunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent to %1.</source>
        <translation>An %1 gesendet.</translation>
    </message>
    <message>
        <source>Save Link Cards</source>
        <translation>Linkkarten speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Link cards</source>
        <translation>Linkkarten</translation>
    </message>
    <message>
        <source>Scan with your phone&apos;s camera, or open:</source>
        <translation>Mit der Kamera des Telefons scannen oder öffnen:</translation>
    </message>
    <message>
        <source>This card shows %1&apos;s secrets: keep it from the other side.</source>
        <translation>Diese Karte zeigt die Geheimnisse von %1: halten Sie sie von der anderen Seite fern.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy %1&apos;s link, to send it by a message.</source>
        <translation>Den Link von %1 kopieren, um ihn per Nachricht zu senden.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>New Link</source>
        <translation>Neuer Link</translation>
    </message>
    <message>
        <source>A new link for %1 alone (a phone was lost): its old link stops working, and the other sides&apos; phones keep theirs.</source>
        <translation>Ein neuer Link nur für %1 (ein Telefon ging verloren): sein alter Link funktioniert nicht mehr, die Telefone der anderen Seiten behalten ihren.</translation>
    </message>
</context>
<context>
    <name>vedette::ShortcutList</name>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Every shortcut of the menus and panels, as this window has them now.</source>
        <translation>Alle Tastenkürzel der Menüs und Bedienfelder, so wie dieses Fenster sie gerade hat.</translation>
    </message>
</context>
<context>
    <name>vedette::TableScene</name>
    <message>
        <source>X %1  Y %2  (%3, %4)</source>
        <translation>X %1  Y %2  (%3, %4)</translation>
    </message>
    <message>
        <source>X %1  Y %2</source>
        <translation>X %1  Y %2</translation>
    </message>
</context>
<context>
    <name>vedette::TableScreen</name>
    <message>
        <source>This bar should be %1 mm long: measure it</source>
        <translation>Dieser Balken sollte %1 mm lang sein: bitte nachmessen</translation>
    </message>
    <message>
        <source>Table Screen</source>
        <translation>Tischbildschirm</translation>
    </message>
</context>
<context>
    <name>vedette::TableScreenController</name>
    <message>
        <source>Table &amp;Screen</source>
        <translation>Tisch&amp;bildschirm</translation>
    </message>
    <message>
        <source>Scree&amp;n</source>
        <translation>Bild&amp;schirm</translation>
    </message>
    <message>
        <source>Shown &amp;To</source>
        <translation>Angezeigt &amp;für</translation>
    </message>
    <message>
        <source>&amp;Show Table Screen</source>
        <translation>Tischbildschirm &amp;anzeigen</translation>
    </message>
    <message>
        <source>&amp;Mirror (Rear Projection)</source>
        <translation>&amp;Spiegeln (Rückprojektion)</translation>
    </message>
    <message>
        <source>&amp;Follow the Action</source>
        <translation>Dem &amp;Geschehen folgen</translation>
    </message>
    <message>
        <source>Show the Picked Unit&apos;s &amp;Reach</source>
        <translation>&amp;Reichweite der gewählten Einheit anzeigen</translation>
    </message>
    <message>
        <source>The battle at true scale on a second screen, showing the players only what they may see</source>
        <translation>Die Schlacht maßstabsgetreu auf einem zweiten Bildschirm, der den Spielern nur zeigt, was sie sehen dürfen</translation>
    </message>
    <message>
        <source>&amp;Rotation</source>
        <translation>&amp;Drehung</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>&amp;Einheiten</translation>
    </message>
    <message>
        <source>&amp;Symbols</source>
        <translation>&amp;Symbole</translation>
    </message>
    <message>
        <source>&amp;Outlines Only (Figures on the Glass)</source>
        <translation>Nur &amp;Umrisse (Figuren auf dem Glas)</translation>
    </message>
    <message>
        <source>&amp;Nothing</source>
        <translation>&amp;Nichts</translation>
    </message>
    <message>
        <source>Move what the table screen shows to the charge, the tape or the unit picked</source>
        <translation>Die Anzeige des Tischbildschirms zum Angriff, zum Lineal oder zur gewählten Einheit verschieben</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>&amp;Kalibrieren…</translation>
    </message>
    <message>
        <source>Measure a bar on the table screen so that an inch there is an inch of table</source>
        <translation>Einen Balken auf dem Tischbildschirm messen, damit ein Zoll dort einem Zoll auf dem Spieltisch entspricht</translation>
    </message>
    <message>
        <source>&amp;All Players</source>
        <translation>&amp;Alle Spieler</translation>
    </message>
    <message>
        <source>%1 Only</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <source>this window&apos;s screen</source>
        <translation>Bildschirm dieses Fensters</translation>
    </message>
    <message>
        <source>Screen %1: %2 × %3</source>
        <translation>Bildschirm %1: %2 × %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>vedette::TableScreenFrame</name>
    <message>
        <source>Table screen — drag to move</source>
        <translation>Tischbildschirm — zum Verschieben ziehen</translation>
    </message>
</context>
<context>
    <name>vedette::TableView</name>
    <message>
        <source>The table to scale. Wheel: zoom; middle button or Space+drag: pan; Ctrl+0: fit the table</source>
        <translation>Der Spieltisch im Maßstab. Mausrad: Zoomen; mittlere Maustaste oder Leertaste+Ziehen: Verschieben; Strg+0: Spieltisch einpassen</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonCard</name>
    <message>
        <source>Card %1: %2. %3</source>
        <translation>Karte %1: %2. %3</translation>
    </message>
    <message>
        <source>Must play: this card has to be played before any normal card.</source>
        <translation>Pflichtkarte: Diese Karte muss vor jeder normalen Karte gespielt werden.</translation>
    </message>
    <message>
        <source>@ placement</source>
        <translation>@ Aufstellung</translation>
    </message>
    <message>
        <source>* removal</source>
        <translation>* Entfernung</translation>
    </message>
    <message>
        <source>MUST PLAY</source>
        <translation>PFLICHTKARTE</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonSetupDialog</name>
    <message>
        <source>Anyone for Tennyson: new game</source>
        <translation>Anyone for Tennyson: neues Spiel</translation>
    </message>
    <message>
        <source>Five regiments charge for the guns. Choose who plays each one: a person at the table (hands are hidden between turns) or the computer.</source>
        <translation>Fünf Regimenter greifen die Geschütze an. Wählen Sie, wer jedes davon spielt: eine Person am Tisch (die Kartenhände sind zwischen den Zügen verdeckt) oder der Computer.</translation>
    </message>
    <message>
        <source>Person at the table</source>
        <translation>Person am Tisch</translation>
    </message>
    <message>
        <source>Computer: sensible</source>
        <translation>Computer: vernünftig</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Computer: zufällig</translation>
    </message>
    <message>
        <source>First to the guns (draw after 2,000 cards)</source>
        <translation>Als Erster bei den Geschützen (Unentschieden nach 2.000 Karten)</translation>
    </message>
    <message>
        <source>Glory: two reshuffles, a point a stand, +3 for the guns</source>
        <translation>Ruhm: zweimal neu mischen, ein Punkt je Basis, +3 für die Geschütze</translation>
    </message>
    <message>
        <source>&amp;Victory:</source>
        <translation>&amp;Sieg:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonValley</name>
    <message>
        <source>The valley</source>
        <translation>Das Tal</translation>
    </message>
    <message>
        <source>Sector %1</source>
        <translation>Sektor %1</translation>
    </message>
    <message>
        <source>Left flank: Fedioukine Heights</source>
        <translation>Linke Flanke: Fedjuchin-Höhen</translation>
    </message>
    <message>
        <source>Right flank: Causeway Heights</source>
        <translation>Rechte Flanke: Causeway-Höhen</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>½ league a band</source>
        <translation>½ Meile je Streifen</translation>
    </message>
    <message>
        <source>The guns</source>
        <translation>Die Geschütze</translation>
    </message>
    <message>
        <source>Front %1</source>
        <translation>Front %1</translation>
    </message>
    <message>
        <source>stands: %1 of 6</source>
        <translation>Basen: %1 von 6</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>vernichtet</translation>
    </message>
    <message>
        <source>start line</source>
        <translation>Startlinie</translation>
    </message>
    <message>
        <source>band %1</source>
        <translation>Streifen %1</translation>
    </message>
    <message>
        <source>Cossacks</source>
        <translation>Kosaken</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonWindow</name>
    <message>
        <source>Anyone for &amp;Tennyson…</source>
        <translation>Anyone for &amp;Tennyson…</translation>
    </message>
    <message>
        <source>The five-regiment card game of the Charge, umpired by Vedette</source>
        <translation>Das Kartenspiel mit fünf Regimentern zum Angriff, mit Vedette als Schiedsrichter</translation>
    </message>
    <message>
        <source>Anyone for Tennyson</source>
        <translation>Anyone for Tennyson</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>Gespeichertes Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Noch einmal würfeln</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>The poem so far</source>
        <translation>Das Gedicht bis hierher</translation>
    </message>
    <message>
        <source>Last fire</source>
        <translation>Letztes Feuer</translation>
    </message>
    <message>
        <source>No battery has fired yet.</source>
        <translation>Noch hat keine Batterie gefeuert.</translation>
    </message>
    <message>
        <source>Deal a new game to begin.</source>
        <translation>Teilen Sie ein neues Spiel aus, um zu beginnen.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Kein Spiel auf dem Tisch.</translation>
    </message>
    <message>
        <source>The first-player die was not thrown: no game was dealt.</source>
        <translation>Der Würfel für den ersten Spieler wurde nicht geworfen: Es wurde kein Spiel ausgeteilt.</translation>
    </message>
    <message>
        <source>Anyone for Tennyson, card %1</source>
        <translation>Anyone for Tennyson, Karte %1</translation>
    </message>
    <message>
        <source>This is not a saved Tennyson game.</source>
        <translation>Dies ist kein gespeichertes Tennyson-Spiel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer Vedette; please update.</source>
        <translation>Dieses Spiel wurde von einem neueren Vedette gespeichert; bitte aktualisieren Sie.</translation>
    </message>
    <message>
        <source>The saved Tennyson game is damaged.</source>
        <translation>Das gespeicherte Tennyson-Spiel ist beschädigt.</translation>
    </message>
    <message>
        <source>Save Tennyson game</source>
        <translation>Tennyson-Spiel speichern</translation>
    </message>
    <message>
        <source>Tennyson games (*.json)</source>
        <translation>Tennyson-Spiele (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Open saved Tennyson game</source>
        <translation>Gespeichertes Tennyson-Spiel öffnen</translation>
    </message>
    <message>
        <source>Loses a stand (0-%1)</source>
        <translation>Verliert eine Basis (0-%1)</translation>
    </message>
    <message>
        <source>No loss (%1-9)</source>
        <translation>Kein Verlust (%1-9)</translation>
    </message>
    <message>
        <source>The Charge of the Light Brigade, as the regiments played it</source>
        <translation>The Charge of the Light Brigade, wie die Regimenter es gespielt haben</translation>
    </message>
    <message>
        <source>Hand of the %1</source>
        <translation>Hand der %1</translation>
    </message>
    <message>
        <source>The %1 play %2; the rest of their hand</source>
        <translation>Die %1 spielen %2; der Rest ihrer Hand</translation>
    </message>
    <message>
        <source>: a must-play card has to go first; click the card to play</source>
        <translation>: Eine Pflichtkarte muss zuerst gespielt werden; klicken Sie auf die Karte, um sie zu spielen</translation>
    </message>
    <message>
        <source>: click a card to play it</source>
        <translation>: Klicken Sie auf eine Karte, um sie zu spielen</translation>
    </message>
    <message>
        <source>Cards played: %1 · deck: %2 · discard pile: %3 · reshuffles: %4 · batteries on the table: %5 · %6</source>
        <translation>Gespielte Karten: %1 · Stapel: %2 · Ablagestapel: %3 · Neu gemischt: %4 · Batterien auf dem Tisch: %5 · %6</translation>
    </message>
    <message>
        <source>victory: glory</source>
        <translation>Sieg: Ruhm</translation>
    </message>
    <message>
        <source>victory: first to the guns</source>
        <translation>Sieg: als Erster bei den Geschützen</translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation>Die %1 gewinnen!</translation>
    </message>
    <message>
        <source>The Russians win: the Light Brigade is destroyed.</source>
        <translation>Die Russen gewinnen: Die Leichte Brigade ist vernichtet.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>Cards played: %1; stands lost: %2.</source>
        <translation>Gespielte Karten: %1; verlorene Basen: %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Glory points: %1</source>
        <translation>Ruhmespunkte: %1</translation>
    </message>
    <message>
        <source>The dice were not thrown</source>
        <translation>Die Würfel wurden nicht geworfen</translation>
    </message>
    <message>
        <source>Nothing has happened yet: the %1 may throw again.</source>
        <translation>Noch ist nichts geschehen: Die %1 dürfen noch einmal würfeln.</translation>
    </message>
    <message>
        <source>The %1 (computer) are playing</source>
        <translation>Die %1 (Computer) spielen</translation>
    </message>
    <message>
        <source>Hand of the %1, while the %2 play</source>
        <translation>Hand der %1, während die %2 spielen</translation>
    </message>
    <message>
        <source>The %1 are choosing a card…</source>
        <translation>Die %1 wählen eine Karte…</translation>
    </message>
    <message>
        <source>Pass to the %1</source>
        <translation>Weitergeben an die %1</translation>
    </message>
    <message>
        <source>Only their player should look at the next screen.</source>
        <translation>Nur deren Spieler sollte auf den nächsten Bildschirm schauen.</translation>
    </message>
    <message>
        <source>I play the %1: show my hand</source>
        <translation>Ich spiele die %1: meine Hand zeigen</translation>
    </message>
    <message>
        <source>The %1 to play a card</source>
        <translation>Die %1 spielen eine Karte aus</translation>
    </message>
    <message>
        <source>Which regiment retires (%1)?</source>
        <translation>Welches Regiment zieht sich zurück (%1)?</translation>
    </message>
    <message>
        <source>Which regiment do the guns fire on?</source>
        <translation>Auf welches Regiment feuern die Geschütze?</translation>
    </message>
    <message>
        <source>Where does the battery go?</source>
        <translation>Wohin kommt die Batterie?</translation>
    </message>
    <message>
        <source>Which battery is removed, or the Cossacks?</source>
        <translation>Welche Batterie wird entfernt, oder die Kosaken?</translation>
    </message>
    <message>
        <source>The %1 played “%2”</source>
        <translation>Die %1 spielten „%2“</translation>
    </message>
    <message>
        <source>Click it in the valley, or:</source>
        <translation>Klicken Sie ins Tal, oder:</translation>
    </message>
    <message>
        <source>%1 in 10</source>
        <translation>%1 von 10</translation>
    </message>
    <message>
        <source>no gun can fire</source>
        <translation>kein Geschütz kann feuern</translation>
    </message>
    <message>
        <source>A game is in progress in this campaign (%1). Resume it?</source>
        <translation>In dieser Kampagne läuft eine Partie (%1). Fortsetzen?</translation>
    </message>
</context>
<context>
    <name>vedette::TerrainInspector</name>
    <message>
        <source>Bad going</source>
        <translation>Schwieriges Gelände</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Remove Terrain</source>
        <translation>Gelände entfernen</translation>
    </message>
    <message>
        <source>No name</source>
        <translation>Kein Name</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Cover:</source>
        <translation>Deckung:</translation>
    </message>
    <message>
        <source>How high the hill stands above the table, for downhill charges</source>
        <translation>Wie hoch der Hügel über dem Spieltisch liegt, für Angriffe bergab</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <source>Going:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Crossing:</source>
        <translation>Durchqueren:</translation>
    </message>
    <message>
        <source>The corners of the outline; edit a number to move a corner</source>
        <translation>Die Ecken des Umrisses; ändern Sie eine Zahl, um eine Ecke zu verschieben</translation>
    </message>
    <message>
        <source>Corners:</source>
        <translation>Ecken:</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Change type of %1</source>
        <translation>Typ von %1 ändern</translation>
    </message>
    <message>
        <source>Change cover of %1</source>
        <translation>Deckung von %1 ändern</translation>
    </message>
    <message>
        <source>Change height of %1</source>
        <translation>Höhe von %1 ändern</translation>
    </message>
    <message>
        <source>Make %1 bad going</source>
        <translation>%1 zu schwierigem Gelände machen</translation>
    </message>
    <message>
        <source>Make %1 good going</source>
        <translation>%1 zu gutem Gelände machen</translation>
    </message>
    <message>
        <source>Make %1 impassable</source>
        <translation>%1 unpassierbar machen</translation>
    </message>
    <message>
        <source>Make %1 passable</source>
        <translation>%1 passierbar machen</translation>
    </message>
    <message>
        <source>Across (%1)</source>
        <translation>Quer (%1)</translation>
    </message>
    <message>
        <source>Down (%1)</source>
        <translation>Hinab (%1)</translation>
    </message>
    <message>
        <source>%1 sq in</source>
        <translation>%1 sq in</translation>
    </message>
    <message>
        <source>%1 cm²</source>
        <translation>%1 cm²</translation>
    </message>
    <message numerus="yes">
        <source>area %1, perimeter %2, %n corner(s)</source>
        <translation>
            <numerusform>Fläche %1, Umfang %2, %n Ecke</numerusform>
            <numerusform>Fläche %1, Umfang %2, %n Ecken</numerusform>
        </translation>
    </message>
    <message>
        <source>Impassable: no unit may enter.</source>
        <translation>Unpassierbar: Keine Einheit darf es betreten.</translation>
    </message>
    <message>
        <source>Good going: no extra cost.</source>
        <translation>Gutes Gelände: keine zusätzlichen Kosten.</translation>
    </message>
    <message>
        <source>Bad going, but this scenario&apos;s rules charge no extra cost for it.</source>
        <translation>Schwieriges Gelände, aber die Regeln dieses Szenarios berechnen dafür keine zusätzlichen Kosten.</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>unpassierbar</translation>
    </message>
    <message>
        <source>Every %1 inside costs:</source>
        <translation>Kosten je %1 darin:</translation>
    </message>
    <message>
        <source>%1: %2 in line, %3 in column</source>
        <translation>%1: %2 in Linie, %3 in Kolonne</translation>
    </message>
    <message>
        <source>%1: %2 limbered, %3 unlimbered</source>
        <translation>%1: %2 aufgeprotzt, %3 abgeprotzt</translation>
    </message>
    <message>
        <source>Move a corner of %1</source>
        <translation>Eine Ecke von %1 verschieben</translation>
    </message>
</context>
<context>
    <name>vedette::TerrainTool</name>
    <message>
        <source>Draw Terrain</source>
        <translation>Gelände zeichnen</translation>
    </message>
    <message>
        <source>Click the corners of the terrain; double-click or Enter finishes, Backspace takes back a corner, right-click removes a piece.</source>
        <translation>Klicken Sie auf die Ecken des Geländes; Doppelklick oder Eingabe beendet, Rücktaste nimmt eine Ecke zurück, Rechtsklick entfernt ein Stück.</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Gelände:</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>vedette::ToolManager</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>vedette::UserGuide</name>
    <message>
        <source>The table and the campaign</source>
        <translation>Der Spieltisch und die Kampagne</translation>
    </message>
    <message>
        <source>Vedette shows the table beside you to scale, with every unit, terrain piece, smoke or fog zone and charge line on it. It measures as your tape would, resolves charges, melees and morale from the rule charts with the exact odds shown before the dice are thrown, and writes every roll and result into the campaign log.</source>
        <translation>Vedette zeigt den Spieltisch maßstabsgetreu neben dem echten, mit jeder Einheit, jedem Geländestück, jeder Pulverdampfzone und jeder Angriffslinie darauf. Es misst, wie ein Maßband messen würde, löst Angriffe, Nahkämpfe und Moral nach den Tabellen der Regeln auf, zeigt die exakten Chancen vor dem Würfeln und schreibt jeden Wurf und jedes Ergebnis ins Kampagnenprotokoll.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Moving about the table&lt;/h3&gt;&lt;p&gt;Zoom with the mouse wheel or &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;-&lt;/b&gt;, fit the whole table with &lt;b&gt;Ctrl+0&lt;/b&gt;, pan with the middle mouse button. Every distance is shown with its unit: inches for Brown&apos;s scenarios, paces and centimetres for Balagan&apos;s.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Auf dem Spieltisch bewegen&lt;/h3&gt;&lt;p&gt;Zoomen mit dem Mausrad oder &lt;b&gt;+&lt;/b&gt; und &lt;b&gt;-&lt;/b&gt;, den ganzen Spieltisch einpassen mit &lt;b&gt;Strg+0&lt;/b&gt;, verschieben mit der mittleren Maustaste. Jede Entfernung wird mit ihrer Einheit angezeigt: Zoll für Browns Szenarien, Schritt und Zentimeter für Balagans.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tools&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;S&lt;/b&gt; select, move and turn units (a drag shows the distance moved and the allowance left)&lt;/li&gt;&lt;li&gt;&lt;b&gt;U&lt;/b&gt; place a unit, &lt;b&gt;T&lt;/b&gt; draw terrain, &lt;b&gt;F&lt;/b&gt; fog and smoke, &lt;b&gt;K&lt;/b&gt; markers&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; measure from point to point or unit to unit; &lt;b&gt;P&lt;/b&gt; pins the ruler so it stays with the battle&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Werkzeuge&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;S&lt;/b&gt; Einheiten auswählen, bewegen und drehen (beim Ziehen werden die zurückgelegte Strecke und die verbleibende Bewegungsweite angezeigt)&lt;/li&gt;&lt;li&gt;&lt;b&gt;U&lt;/b&gt; eine Einheit platzieren, &lt;b&gt;T&lt;/b&gt; Gelände zeichnen, &lt;b&gt;F&lt;/b&gt; Pulverdampf, &lt;b&gt;K&lt;/b&gt; Marker&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; von Punkt zu Punkt oder von Einheit zu Einheit messen; &lt;b&gt;P&lt;/b&gt; heftet das Lineal an, sodass es bei der Schlacht bleibt&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Every change is one step you can undo (Edit &gt; Undo; View &gt; Panels &gt; History lists them all). The Inspector edits the selected unit or terrain piece.</source>
        <translation>Jede Änderung ist ein Schritt, der sich rückgängig machen lässt (Bearbeiten &gt; Rückgängig; Ansicht &gt; Bedienfelder &gt; Verlauf listet alle auf). Der Inspektor bearbeitet die ausgewählte Einheit oder das ausgewählte Geländestück.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Campaigns&lt;/h3&gt;&lt;p&gt;A campaign is one file holding its scenarios, every battle fought from them and the log. There is no Save: each step is written as it happens. In the Campaign panel, double-click a battle (or select it and press Enter) to put it on the table; New Battle starts another from a scenario.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kampagnen&lt;/h3&gt;&lt;p&gt;Eine Kampagne ist eine einzige Datei mit ihren Szenarien, jeder daraus geschlagenen Schlacht und dem Protokoll. Es gibt kein Speichern: Jeder Schritt wird geschrieben, sobald er geschieht. Im Bereich „Kampagne“ eine Schlacht doppelklicken (oder auswählen und Eingabe drücken), um sie auf den Spieltisch zu bringen; „Neue Schlacht“ beginnt eine weitere aus einem Szenario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dice&lt;/h3&gt;&lt;p&gt;Vedette throws reproducible dice (the seed is in the Dice Tray), or, with &lt;b&gt;Physical dice&lt;/b&gt; ticked, asks for the faces of the dice you threw: type the digits and press Enter. Either way the roll is logged the same way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Würfel&lt;/h3&gt;&lt;p&gt;Vedette wirft reproduzierbare Würfel (der Startwert steht in der Würfelschale) oder fragt bei angekreuztem &lt;b&gt;Echte Würfel&lt;/b&gt; nach den Augenzahlen der geworfenen Würfel: die Ziffern eingeben und Eingabe drücken. So oder so wird der Wurf auf dieselbe Weise protokolliert.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dan Brown&apos;s charge and melee</source>
        <translation>Dan Browns Angriff und Nahkampf</translation>
    </message>
    <message>
        <source>Rules &gt; Brown&apos;s Charge walks a charge through the steps of the text: declare, activation, move to 4&quot;, evade, fire discipline inch by inch, class dice, the chart, applying the result, pursuit and riding down.</source>
        <translation>Regeln &gt; Browns Angriff führt einen Angriff durch die Schritte des Textes: Ansage, Aktivierung, Vorrücken auf 4&quot;, Ausweichen, Feuerdisziplin Zoll für Zoll, Klassenwürfel, die Tabelle, Anwenden des Ergebnisses, Verfolgung und Niederreiten.</translation>
    </message>
    <message>
        <source>On the table, press &lt;b&gt;C&lt;/b&gt;, click the charging unit and then its target. The charge line shows the distance with marks at 4&quot; and each inch inside it, and turns red with the reason when the charge is not allowed. &lt;b&gt;Enter&lt;/b&gt; declares it and each step continues in the Charge panel; &lt;b&gt;Esc&lt;/b&gt; cancels.</source>
        <translation>Auf dem Spieltisch &lt;b&gt;C&lt;/b&gt; drücken, die angreifende Einheit und dann ihr Ziel anklicken. Die Angriffslinie zeigt die Entfernung mit Markierungen bei 4&quot; und bei jedem Zoll darunter und wird rot und nennt den Grund, wenn der Angriff nicht erlaubt ist. &lt;b&gt;Eingabe&lt;/b&gt; sagt ihn an, und jeder Schritt geht im Bereich „Angriff“ weiter; &lt;b&gt;Esc&lt;/b&gt; bricht ab.</translation>
    </message>
    <message>
        <source>The modifiers that come from the table (flank and rear, cover, downhill, formations, mass, secure flanks, closing casualties, leader, CW) are listed with their reasons; switch any off or override it before the roll. The odds of every chart result are shown before the dice.</source>
        <translation>Die Modifikatoren, die sich aus dem Spieltisch ergeben (Flanke und Rücken, Deckung, bergab, Formationen, Masse, gesicherte Flanken, Annäherungsverluste, Anführer, CW), werden mit ihren Gründen aufgeführt; jeder lässt sich vor dem Wurf abschalten oder überschreiben. Die Chancen jedes Tabellenergebnisses werden vor dem Würfeln angezeigt.</translation>
    </message>
    <message>
        <source>Rules &gt; Brown&apos;s Melee fights a melee turn by turn. Rules &gt; Brown&apos;s House Rules holds the settings where the text leaves the choice to the referee.</source>
        <translation>Regeln &gt; Browns Nahkampf führt einen Nahkampf Zug für Zug. Regeln &gt; Browns Hausregeln enthält die Einstellungen, bei denen der Text die Wahl dem Schiedsrichter überlässt.</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian rules</source>
        <translation>Balagans Marlburian Rules</translation>
    </message>
    <message>
        <source>Rules &gt; Balagan Bound runs a bound: the side and phase, the battle clock, the units in combat with their tactical factors (expand one for its reasons, double-click to override), the morale tests, the actions with their odds, and End bound.</source>
        <translation>Regeln &gt; Balagan-Zug führt einen Zug durch: Seite und Phase, die Schlachtuhr, die Einheiten im Kampf mit ihren taktischen Faktoren (einen aufklappen, um seine Gründe zu sehen, Doppelklick zum Überschreiben), die Moraltests, die Aktionen mit ihren Chancen und „Zug beenden“.</translation>
    </message>
    <message>
        <source>Select a unit to see where it can go this bound (toggle with &lt;b&gt;A&lt;/b&gt;): a strong band for its free move straight ahead, a soft wash for what an action move reaches, with the allowance in paces.</source>
        <translation>Eine Einheit auswählen, um zu sehen, wohin sie in diesem Zug gelangen kann (umschalten mit &lt;b&gt;A&lt;/b&gt;): ein kräftiges Band für ihre freie Bewegung geradeaus, eine zarte Tönung für das, was eine Aktionsbewegung erreicht, mit der Bewegungsweite in Schritt.</translation>
    </message>
    <message>
        <source>Every unit carries a flag with its order: green pennant Advance, gold square Hold, red swallowtail Retreat. Generals stand on the table as starred round bases; drag one onto a unit of his side to join it. Right-click a general to send a messenger; Rules &gt; Balagan Orders lists each side&apos;s divisions, orders and messengers.</source>
        <translation>Jede Einheit trägt eine Flagge mit ihrem Befehl: grüner Wimpel Vorrücken, goldenes Quadrat Halten, roter Schwalbenschwanz Rückzug. Generäle stehen als runde Basen mit Stern auf dem Spieltisch; einen General auf eine Einheit seiner Seite ziehen, damit er sich ihr anschließt. Rechtsklick auf einen General sendet einen Melder; Regeln &gt; Balagan-Befehle listet die Divisionen, Befehle und Melder jeder Seite auf.</translation>
    </message>
    <message>
        <source>Rules &gt; Balagan&apos;s House Rules edits every reading the text leaves open: front arc, ranges, support and behind distances, formation gaps, wheel cost and contact tolerance.</source>
        <translation>Regeln &gt; Balagans Hausregeln bearbeitet jede Lesart, die der Text offenlässt: Frontsektor, Reichweiten, Abstände für Unterstützung und nach hinten, Formationsabstände, Kosten der Schwenkung und Kontakttoleranz.</translation>
    </message>
    <message>
        <source>The solo Charge of the Light Brigade</source>
        <translation>Das Solospiel Charge of the Light Brigade</translation>
    </message>
    <message>
        <source>Solo Games &gt; Charge of the Light Brigade forms up twelve Dragoons, Hussars or Lancers and keeps their record cards and the twenty-space track to the Russian battery.</source>
        <translation>Solospiele &gt; Charge of the Light Brigade stellt zwölf Dragoner, Husaren oder Lanciers auf und führt ihre Karteikarten und die Leiste mit zwanzig Feldern bis zur russischen Batterie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next man&lt;/b&gt; rolls for one man; &lt;b&gt;Roll the turn&lt;/b&gt; plays every movement or melee, then morale and rally, and stops only for your decisions (spurs, rallies, a riderless horse), or lets the steady or bold policy decide.</source>
        <translation>&lt;b&gt;Nächster Mann&lt;/b&gt; würfelt für einen Mann; &lt;b&gt;Die Runde würfeln&lt;/b&gt; spielt jede Bewegung oder jeden Nahkampf, dann Moral und Sammeln, und hält nur für eigene Entscheidungen an (Sporen, Sammeln, ein herrenloses Pferd) oder lässt die besonnene oder kühne Strategie entscheiden.</translation>
    </message>
    <message>
        <source>The charge is saved in the open campaign after every man, turn and decision: Solo games lists the unfinished ones, and a resumed charge rolls exactly the dice it would have rolled. The Odds tab charts the scores of each troop type and policy.</source>
        <translation>Der Angriff wird nach jedem Mann, jeder Runde und jeder Entscheidung in der geöffneten Kampagne gespeichert: Solospiele listet die unvollendeten auf, und ein fortgesetzter Angriff würfelt genau die Würfel, die er gewürfelt hätte. Der Reiter „Chancen“ stellt die Punktzahlen jeder Truppengattung und Strategie grafisch dar.</translation>
    </message>
    <message>
        <source>Anyone for Tennyson</source>
        <translation>Anyone for Tennyson</translation>
    </message>
    <message>
        <source>Solo Games &gt; Anyone for Tennyson deals the five-regiment card game. For each regiment choose a person at the table or the computer.</source>
        <translation>Solospiele &gt; Anyone for Tennyson teilt das Kartenspiel mit fünf Regimentern aus. Für jedes Regiment eine Person am Tisch oder den Computer wählen.</translation>
    </message>
    <message>
        <source>The valley shows sixteen half-league bands in four sectors, the batteries and the Cossacks. A person plays by clicking a card (cards that must be played are marked) and answers choices on the valley; between two people the hand is covered until it is passed on.</source>
        <translation>Das Tal zeigt sechzehn Streifen zu je einer halben Meile in vier Sektoren, die Batterien und die Kosaken. Eine Person spielt durch Klicken auf eine Karte (Pflichtkarten sind markiert) und beantwortet Auswahlen im Tal; zwischen zwei Personen wird die Hand verdeckt, bis sie weitergegeben ist.</translation>
    </message>
    <message>
        <source>The side panel reads the poem as it is played, with the odds of the last fire.</source>
        <translation>Die Seitenleiste gibt das Gedicht wieder, so wie es gespielt wird, mit den Chancen des letzten Feuers.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::CommandLine</name>
    <message>
        <source>%1 needs a value (%2), not an empty one.</source>
        <translation>%1 braucht einen Wert (%2), keinen leeren.</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;.</source>
        <translation>%1 muss einer der Werte %2 sein, nicht &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>%1 needs a die from d%2 to d%3, such as d8, not &apos;%4&apos;.</source>
        <translation>%1 braucht einen Würfel von d%2 bis d%3, etwa d8, nicht &apos;%4&apos;.</translation>
    </message>
    <message>
        <source>%1; %2 is larger than that.</source>
        <translation>%1; %2 ist größer.</translation>
    </message>
    <message>
        <source>%1; a seed is never negative, so not %2.</source>
        <translation>%1; ein Startwert ist nie negativ, also nicht %2.</translation>
    </message>
    <message>
        <source>%1; %2 is not a whole number.</source>
        <translation>%1; %2 ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>%1; &apos;%2&apos; is not a number.</source>
        <translation>%1; &apos;%2&apos; ist keine Zahl.</translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3 in steps of %4</source>
        <translation>%1 braucht eine ganze Zahl von %2 bis %3 in Schritten von %4</translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3</source>
        <translation>%1 braucht eine ganze Zahl von %2 bis %3</translation>
    </message>
    <message>
        <source>%1; %2 is out of range.</source>
        <translation>%1; %2 liegt außerhalb des Bereichs.</translation>
    </message>
    <message>
        <source>%1; %2 is not one of them.</source>
        <translation>%1; %2 gehört nicht dazu.</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;.</source>
        <translation>unbekannte Option &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 is given twice.</source>
        <translation>--%1 ist zweimal angegeben.</translation>
    </message>
    <message>
        <source>--%1 takes no value.</source>
        <translation>--%1 nimmt keinen Wert an.</translation>
    </message>
    <message>
        <source>--%1 needs a value (%2).</source>
        <translation>--%1 braucht einen Wert (%2).</translation>
    </message>
    <message>
        <source>--%1 is required.</source>
        <translation>--%1 ist erforderlich.</translation>
    </message>
    <message>
        <source>%1 is missing. Usage: %2</source>
        <translation>%1 fehlt. Aufruf: %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;.</source>
        <translation>unerwartetes Argument &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Siehe &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[Optionen]</translation>
    </message>
    <message>
        <source>%1 to %2 in steps of %3</source>
        <translation>%1 bis %2 in Schritten von %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>default: a fresh seed, printed</source>
        <translation>Standard: ein neuer Startwert, der ausgegeben wird</translation>
    </message>
    <message>
        <source>d%1 to d%2</source>
        <translation>d%1 bis d%2</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 failure, 2 bad usage or bad input.</source>
        <translation>Exit-Status: 0 Erfolg, 1 Fehler, 2 falscher Aufruf oder ungültige Eingabe.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Each command accepts --help, e.g. %1 %2 --help.</source>
        <translation>Jeder Befehl akzeptiert --help, z. B. %1 %2 --help.</translation>
    </message>
    <message>
        <source>%1: which command? %2</source>
        <translation>%1: welcher Befehl? %2</translation>
    </message>
    <message>
        <source>%1: unknown command &apos;%2&apos;; the commands are %3.</source>
        <translation>%1: unbekannter Befehl &apos;%2&apos;; die Befehle sind %3.</translation>
    </message>
    <message>
        <source>may be given more than once</source>
        <translation>darf mehrmals angegeben werden</translation>
    </message>
</context>
<context>
    <name>vedette::cli::Progress</name>
    <message>
        <source>about %1 s left</source>
        <translation>noch etwa %1 s</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s) (%3 %)</source>
        <translation>
            <numerusform>%1: %2 von %Ln Partie (%3 %)</numerusform>
            <numerusform>%1: %2 von %Ln Partien (%3 %)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::balagan</name>
    <message>
        <source>no unit &quot;%1&quot;; units are: %2</source>
        <translation>keine Einheit &quot;%1&quot;; die Einheiten: %2</translation>
    </message>
    <message>
        <source>%1 is not on the table yet; it is in no combat.</source>
        <translation>%1 ist noch nicht auf dem Spieltisch; sie ist in keinem Kampf.</translation>
    </message>
    <message>
        <source>%1 is in melee with %2.
</source>
        <translation>%1 ist im Nahkampf mit %2.
</translation>
    </message>
    <message>
        <source>%1 is under fire.
</source>
        <translation>%1 steht unter Beschuss.
</translation>
    </message>
    <message>
        <source>%1 is not in combat.
</source>
        <translation>%1 ist nicht im Kampf.
</translation>
    </message>
    <message>
        <source>  fired on by %1 at %2
</source>
        <translation>  beschossen von %1 auf %2
</translation>
    </message>
    <message>
        <source>Total tactical factors: %1
</source>
        <translation>Taktische Faktoren insgesamt: %1
</translation>
    </message>
    <message>
        <source>no side &quot;%1&quot;; sides are: %2</source>
        <translation>keine Seite &quot;%1&quot;; die Seiten: %2</translation>
    </message>
    <message numerus="yes">
        <source>Bound %1, %2, %3 to move: %n morale test(s).
</source>
        <translation>
            <numerusform>Zug %1, %2, %3 am Zug: %n Moraltest.
</numerusform>
            <numerusform>Zug %1, %2, %3 am Zug: %n Moraltests.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>JSON ausgeben (das stabile Format).</translation>
    </message>
    <message>
        <source>Scenario file (.json) for Balagan&apos;s rules.</source>
        <translation>Szenariodatei (.json) für Balagans Regeln.</translation>
    </message>
    <message>
        <source>%1 is not a scenario for Balagan&apos;s rules.</source>
        <translation>%1 ist kein Szenario für Balagans Regeln.</translation>
    </message>
    <message>
        <source>The in-combat status of a unit and every tactical factor, with its reason.</source>
        <translation>Der Kampfstatus einer Einheit und jeder taktische Faktor, mit seiner Begründung.</translation>
    </message>
    <message>
        <source>Id of the unit.</source>
        <translation>ID der Einheit.</translation>
    </message>
    <message>
        <source>Plays the morale phase of the side to move: every test, with its dice.</source>
        <translation>Spielt die Moralphase der Seite am Zug: jeden Test mit seinen Würfeln.</translation>
    </message>
    <message>
        <source>Seed of the dice; the same seed throws the same dice.</source>
        <translation>Startwert der Würfel; derselbe Startwert wirft dieselben Würfel.</translation>
    </message>
    <message>
        <source>Id of the side to move (default: the first side).</source>
        <translation>ID der Seite am Zug (Standard: die erste Seite).</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian rules on a scenario file or a battle of a campaign.</source>
        <translation>Balagans Marlburian Rules für eine Szenariodatei oder eine Schlacht einer Kampagne.</translation>
    </message>
    <message>
        <source>Plays phases of a battle in a campaign file and writes them to it.</source>
        <translation>Spielt Phasen einer Schlacht in einer Kampagnendatei und schreibt sie in die Datei.</translation>
    </message>
    <message>
        <source>What the side to move may do now in a battle of a campaign file.</source>
        <translation>Was die Seite am Zug jetzt in einer Schlacht einer Kampagnendatei tun darf.</translation>
    </message>
    <message>
        <source>Does one thing the options offer, in a battle of a campaign file.</source>
        <translation>Tut eines von dem, was die Optionen anbieten, in einer Schlacht einer Kampagnendatei.</translation>
    </message>
    <message>
        <source>The side to move&apos;s messengers ride their bound, in a battle of a campaign file.</source>
        <translation>Die Melder der Seite am Zug reiten ihren Zug, in einer Schlacht einer Kampagnendatei.</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian rules: factors, bound, play, options, act, messengers</source>
        <translation>Balagans Regeln für die Zeit Marlboroughs: factors, bound, play, options, act, messengers</translation>
    </message>
</context>
<context>
    <name>vedette::cli::battle</name>
    <message>
        <source>where a battle of a campaign stands (turn, phase, side, clock)</source>
        <translation>wo eine Schlacht einer Kampagne steht (Runde, Phase, Seite, Uhr)</translation>
    </message>
    <message>
        <source>The battle (its number in `vedette-cli log FILE --battles`); default: the one played last.</source>
        <translation>Die Schlacht (ihre Nummer in `vedette-cli log FILE --battles`); Standard: die zuletzt gespielte.</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2: no such campaign file.
</source>
        <translation>vedette-cli %1: %2: keine solche Kampagnendatei.
</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2 is not a campaign file (.vedette).
</source>
        <translation>vedette-cli %1: %2 ist keine Kampagnendatei (.vedette).
</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2: %3
</source>
        <translation>vedette-cli %1: %2: %3
</translation>
    </message>
    <message>
        <source>vedette-cli %1: there is no battle &apos;%2&apos; in %3 (see vedette-cli log %3 --battles).
</source>
        <translation>vedette-cli %1: In %3 gibt es keine Schlacht &apos;%2&apos; (siehe vedette-cli log %3 --battles).
</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2 cannot be read: %3
</source>
        <translation>vedette-cli %1: Schlacht %2 kann nicht gelesen werden: %3
</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2 has no battle.
</source>
        <translation>vedette-cli %1: %2 hat keine Schlacht.
</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>Where a battle of a campaign stands: rule system, turn or bound, phase, side to move and clock.</source>
        <translation>Wo eine Schlacht einer Kampagne steht: Regelsystem, Runde oder Zug, Phase, Seite am Zug und Uhr.</translation>
    </message>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>JSON ausgeben (das stabile Format).</translation>
    </message>
    <message>
        <source>Plays phases of a Balagan battle in a campaign with computer dice: the deployment rolls in set-up, the morale tests of the side to move, then the end of its bound (no action; army-break rolls as the rules say). Each phase is written with its log entries in one transaction.</source>
        <translation>Spielt Phasen einer Balagan-Schlacht in einer Kampagne mit Computerwürfeln: die Aufstellungswürfe in der Aufstellung, die Moraltests der Seite am Zug, dann das Ende ihres Zuges (keine Aktion; Würfe auf Armeebruch, wie die Regeln es vorsehen). Jede Phase wird mit ihren Protokolleinträgen in einer Transaktion geschrieben.</translation>
    </message>
    <message>
        <source>vedette-cli balagan play: battle %1: %2
</source>
        <translation>vedette-cli balagan play: Schlacht %1: %2
</translation>
    </message>
    <message>
        <source>vedette-cli balagan play: %1
</source>
        <translation>vedette-cli balagan play: %1
</translation>
    </message>
    <message>
        <source>Resolves a charge of a Brown battle in a campaign with computer dice (the defender does not evade unless --evade; no closing casualties unless --closing-casualties) and, with --apply, puts its result on the battle&apos;s table with every log entry in one transaction.</source>
        <translation>Handelt einen Angriff einer Brown-Schlacht in einer Kampagne mit Computerwürfeln ab (der Verteidiger weicht nur mit --evade aus; Annäherungsverluste nur mit --closing-casualties) und setzt mit --apply das Ergebnis auf den Spieltisch der Schlacht, mit allen Protokolleinträgen in einer Transaktion.</translation>
    </message>
    <message>
        <source>Write the result into the campaign (without it nothing is written).</source>
        <translation>Das Ergebnis in die Kampagne schreiben (ohne diese Option wird nichts geschrieben).</translation>
    </message>
    <message>
        <source>The defender evades when the text offers it.</source>
        <translation>Der Verteidiger weicht aus, wenn der Text es anbietet.</translation>
    </message>
    <message>
        <source>Apply only the moves the text gives a number for.</source>
        <translation>Nur die Bewegungen ausführen, für die der Text eine Zahl angibt.</translation>
    </message>
    <message>
        <source>Id of the charging unit.</source>
        <translation>ID der angreifenden Einheit.</translation>
    </message>
    <message>
        <source>Id of the target unit.</source>
        <translation>ID der Zieleinheit.</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: battle %1: %2
</source>
        <translation>vedette-cli brown charge: Schlacht %1: %2
</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: %1
</source>
        <translation>vedette-cli brown charge: %1
</translation>
    </message>
    <message>
        <source>Written to battle %1.</source>
        <translation>In Schlacht %1 geschrieben.</translation>
    </message>
    <message>
        <source>Not written (add --apply to put the result on the table).</source>
        <translation>Nicht geschrieben (--apply angeben, um das Ergebnis auf den Spieltisch zu setzen).</translation>
    </message>
    <message>
        <source>Seed of the computer dice.</source>
        <translation>Startwert der Computerwürfel.</translation>
    </message>
    <message>
        <source>How many phases to play.</source>
        <translation>Wie viele Phasen gespielt werden.</translation>
    </message>
    <message>
        <source>Closing casualties from the defender&apos;s fire, in percent.</source>
        <translation>Annäherungsverluste durch das Feuer des Verteidigers, in Prozent.</translation>
    </message>
    <message>
        <source>Switch a modifier line on with this value before the chart roll, as the referee may (e.g. attacker.standing-cavalry=-3; the ids are those of the JSON&apos;s modifiers).</source>
        <translation>Eine Modifikatorzeile vor dem Tabellenwurf mit diesem Wert einschalten, wie es der Schiedsrichter darf (z. B. attacker.standing-cavalry=-3; die IDs sind die der modifiers im JSON).</translation>
    </message>
    <message>
        <source>Switch a modifier line off before the chart roll.</source>
        <translation>Eine Modifikatorzeile vor dem Tabellenwurf ausschalten.</translation>
    </message>
    <message>
        <source>there is no modifier &apos;%1&apos;; the lines are: %2.</source>
        <translation>es gibt keinen Modifikator &apos;%1&apos;; die Zeilen sind: %2.</translation>
    </message>
    <message>
        <source>the modifier %1 is named twice.</source>
        <translation>der Modifikator %1 ist zweimal genannt.</translation>
    </message>
    <message>
        <source>--set needs MODIFIER=VALUE with a whole number from -50 to 50, not &apos;%1&apos;.</source>
        <translation>--set braucht MODIFIKATOR=WERT mit einer ganzen Zahl von -50 bis 50, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2 has no unit &apos;%3&apos;.
</source>
        <translation>vedette-cli %1: Schlacht %2 hat keine Einheit &apos;%3&apos;.
</translation>
    </message>
    <message>
        <source>Mark the unit as holding under a General Order first (kept with the battle), in the same step.</source>
        <translation>Die Einheit zuerst als unter einem allgemeinen Befehl stehend markieren (bleibt bei der Schlacht), im selben Schritt.</translation>
    </message>
    <message>
        <source>The battle&apos;s applied charge of ATTACKER on TARGET continues against NEXT, one of the units its pursuit offered; NEXT is In Smoke for Fire Discipline.</source>
        <translation>Der angewendete Angriff von ATTACKER auf TARGET in der Schlacht wird gegen NEXT fortgesetzt, eine der Einheiten, die seine Verfolgung anbot; NEXT gilt für die Feuerdisziplin als im Pulverdampf.</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: battle %1 has no applied charge of %2 on %3 to continue.
</source>
        <translation>vedette-cli brown charge: Schlacht %1 hat keinen angewendeten Angriff von %2 auf %3, der fortgesetzt werden könnte.
</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: this charge may not continue (no target 5&quot; or less from the position occupied, or a result without pursuit).
</source>
        <translation>vedette-cli brown charge: Dieser Angriff darf nicht fortgesetzt werden (kein Ziel 5&quot; oder weniger von der eingenommenen Position, oder ein Ergebnis ohne Verfolgung).
</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: the charge may continue against %1, not %2.
</source>
        <translation>vedette-cli brown charge: Der Angriff darf gegen %1 fortgesetzt werden, nicht gegen %2.
</translation>
    </message>
    <message>
        <source>It may continue against: %1 (--continue NEXT).</source>
        <translation>Er darf fortgesetzt werden gegen: %1 (--continue NEXT).</translation>
    </message>
    <message>
        <source>Fights the melee of a Brown battle in a campaign with computer dice: begins it when the battle has none, throws its next round (one a turn) unless it awaits the morale checks, and records the morale the referee read (--morale) after it; a melee that ends is ended. With --apply the whole step is written with its log entries in one transaction.</source>
        <translation>Trägt den Nahkampf einer Brown-Schlacht in einer Kampagne mit Computerwürfeln aus: beginnt ihn, wenn die Schlacht keinen hat, würfelt seine nächste Runde (eine je Zug), sofern er nicht auf die Moraltests wartet, und trägt danach die vom Schiedsrichter festgestellte Moral ein (--morale); ein endender Nahkampf wird beendet. Mit --apply wird der ganze Schritt mit seinen Protokolleinträgen in einer Transaktion geschrieben.</translation>
    </message>
    <message>
        <source>Write the step into the campaign (without it nothing is written).</source>
        <translation>Den Schritt in die Kampagne schreiben (ohne diese Option wird nichts geschrieben).</translation>
    </message>
    <message>
        <source>The morale checks after the round (outside Brown&apos;s text): both held, or who retreats.</source>
        <translation>Die Moraltests nach der Runde (außerhalb von Browns Text): beide hielten stand, oder wer zurückweicht.</translation>
    </message>
    <message>
        <source>The attacker&apos;s melee modifier for this round.</source>
        <translation>Der Nahkampfmodifikator des Angreifers für diese Runde.</translation>
    </message>
    <message>
        <source>The defender&apos;s melee modifier for this round.</source>
        <translation>Der Nahkampfmodifikator des Verteidigers für diese Runde.</translation>
    </message>
    <message>
        <source>Id of the attacking unit (the charging side).</source>
        <translation>ID der angreifenden Einheit (die angreifende Seite).</translation>
    </message>
    <message>
        <source>Id of the defending unit.</source>
        <translation>ID der verteidigenden Einheit.</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: battle %1: %2
</source>
        <translation>vedette-cli brown melee: Schlacht %1: %2
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: a unit cannot fight a melee with itself.
</source>
        <translation>vedette-cli brown melee: Eine Einheit kann keinen Nahkampf mit sich selbst führen.
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: battle %1&apos;s melee is %2 against %3.
</source>
        <translation>vedette-cli brown melee: Der Nahkampf von Schlacht %1 ist %2 gegen %3.
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: the melee awaits the morale checks of its last round: give --morale.
</source>
        <translation>vedette-cli brown melee: Der Nahkampf wartet auf die Moraltests seiner letzten Runde: --morale angeben.
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: %1
</source>
        <translation>vedette-cli brown melee: %1
</translation>
    </message>
    <message>
        <source>Not written (add --apply to put it on the table).</source>
        <translation>Nicht geschrieben (--apply angeben, um es auf den Spieltisch zu setzen).</translation>
    </message>
    <message>
        <source>Ends the set-up or the turn of a Brown battle in a campaign (Rules &gt; Brown: Next Turn): one step, written with its log entry.</source>
        <translation>Beendet die Aufstellung oder den Zug einer Brown-Schlacht in einer Kampagne (Regeln &gt; Brown: Nächster Zug): ein Schritt, mit seinem Protokolleintrag geschrieben.</translation>
    </message>
    <message>
        <source>vedette-cli brown next-turn: battle %1: %2
</source>
        <translation>vedette-cli brown next-turn: Schlacht %1: %2
</translation>
    </message>
    <message>
        <source>vedette-cli brown next-turn: %1
</source>
        <translation>vedette-cli brown next-turn: %1
</translation>
    </message>
    <message>
        <source>The campaign: a file (.vedette), or a server&apos;s postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>Die Kampagne: eine Datei (.vedette) oder postgresql://BENUTZER@HOST:PORT/DATENBANK auf einem Server.</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2 is being played at another table (by %3); nothing was written.
</source>
        <translation>vedette-cli %1: Schlacht %2 wird an einem anderen Tisch gespielt (von %3); nichts wurde geschrieben.
</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2: %3
</source>
        <translation>vedette-cli %1: Schlacht %2: %3
</translation>
    </message>
    <message>
        <source>What the side to move may do now in a Balagan battle of a campaign: the units that may still act, and for each every action the rules allow, with its targets and odds.</source>
        <translation>Was die Seite am Zug jetzt in einer Balagan-Schlacht einer Kampagne tun darf: die Einheiten, die noch handeln dürfen, und für jede jede Aktion, die die Regeln erlauben, mit ihren Zielen und Chancen.</translation>
    </message>
    <message>
        <source>Bound %1, %2 to move (%3).</source>
        <translation>Zug %1, %2 am Zug (%3).</translation>
    </message>
    <message>
        <source>%1 in 6 (%2)</source>
        <translation>%1 von 6 (%2)</translation>
    </message>
    <message>
        <source>Does one thing the options offer a unit of the side to move in a Balagan battle of a campaign (a move straight ahead, a fire, an action with its die) and writes it with its log entries in one transaction. What the options do not offer is refused and nothing is written, unless --override.</source>
        <translation>Tut eines von dem, was die Optionen einer Einheit der Seite am Zug in einer Balagan-Schlacht einer Kampagne anbieten (eine Bewegung geradeaus, ein Feuer, eine Aktion mit ihrem Würfel), und schreibt es mit seinen Protokolleinträgen in einer Transaktion. Was die Optionen nicht anbieten, wird verweigert, und nichts wird geschrieben, außer mit --override.</translation>
    </message>
    <message>
        <source>change-formation: the formation to take (single-line, double-line, column-of-march, limbered, unlimbered; dragoons also dismounted).</source>
        <translation>change-formation: die einzunehmende Formation (single-line, double-line, column-of-march, limbered, unlimbered; Dragoner auch dismounted).</translation>
    </message>
    <message>
        <source>Do it although the rules refuse it: the referee&apos;s override, logged.</source>
        <translation>Es tun, obwohl die Regeln es verweigern: die Überstimmung des Schiedsrichters, protokolliert.</translation>
    </message>
    <message>
        <source>Id of the unit.</source>
        <translation>ID der Einheit.</translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation>Eine von: %1.</translation>
    </message>
    <message>
        <source>charge, fire: id of the enemy unit.</source>
        <translation>charge, fire: ID der feindlichen Einheit.</translation>
    </message>
    <message>
        <source>there is no action &apos;%1&apos;; the actions are: %2.</source>
        <translation>Es gibt keine Aktion &apos;%1&apos;; die Aktionen sind: %2.</translation>
    </message>
    <message>
        <source>vedette-cli balagan act: %1 cannot take the formation &apos;%2&apos;.
</source>
        <translation>vedette-cli balagan act: %1 kann die Formation &apos;%2&apos; nicht einnehmen.
</translation>
    </message>
    <message>
        <source>vedette-cli balagan act: %1
</source>
        <translation>vedette-cli balagan act: %1
</translation>
    </message>
    <message>
        <source>The messengers of the side to move in a Balagan battle of a campaign ride their bound, each once a bound with his death roll (computer dice), and the ride is written with its log entries in one transaction. When they may not ride (not yet the movement phase, or ridden already this bound) nothing is written.</source>
        <translation>Die Melder der Seite am Zug in einer Balagan-Schlacht einer Kampagne reiten ihren Zug, jeder einmal pro Zug mit seinem Todeswurf (Computerwürfel), und der Ritt wird mit seinen Protokolleinträgen in einer Transaktion geschrieben. Dürfen sie nicht reiten (noch nicht die Bewegungsphase, oder in diesem Zug schon geritten), wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>vedette-cli balagan messengers: %1
</source>
        <translation>vedette-cli balagan messengers: %1
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::brown</name>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>JSON ausgeben (das stabile Format).</translation>
    </message>
    <message>
        <source>The chart: open, or cover when the defender is in any cover.</source>
        <translation>Die Tabelle: open (offen) oder cover (Deckung), wenn der Verteidiger in irgendeiner Deckung steht.</translation>
    </message>
    <message>
        <source>The result of one net result on a charge chart.</source>
        <translation>Das Ergebnis eines Nettoergebnisses auf einer Angriffstabelle.</translation>
    </message>
    <message>
        <source>Net result: attacker&apos;s modified roll minus defender&apos;s.</source>
        <translation>Nettoergebnis: modifizierter Wurf des Angreifers minus der des Verteidigers.</translation>
    </message>
    <message>
        <source>The attacker is cavalry (shifts and Blown).</source>
        <translation>Der Angreifer ist Kavallerie (Verschiebungen und Erschöpft).</translation>
    </message>
    <message>
        <source>The defender is cavalry (shifts).</source>
        <translation>Der Verteidiger ist Kavallerie (Verschiebungen).</translation>
    </message>
    <message>
        <source>Exact odds of every charge result.</source>
        <translation>Exakte Chancen jedes Angriffsergebnisses.</translation>
    </message>
    <message>
        <source>Attacker&apos;s class die, e.g. d10.</source>
        <translation>Klassenwürfel des Angreifers, z. B. d10.</translation>
    </message>
    <message>
        <source>Defender&apos;s class die, e.g. d8.</source>
        <translation>Klassenwürfel des Verteidigers, z. B. d8.</translation>
    </message>
    <message>
        <source>Attacker&apos;s modifiers minus the defender&apos;s.</source>
        <translation>Modifikatoren des Angreifers minus die des Verteidigers.</translation>
    </message>
    <message>
        <source>The attacker is cavalry.</source>
        <translation>Der Angreifer ist Kavallerie.</translation>
    </message>
    <message>
        <source>The defender is cavalry.</source>
        <translation>Der Verteidiger ist Kavallerie.</translation>
    </message>
    <message>
        <source>Blown</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>One round of melee: winner and casualty steps.</source>
        <translation>Eine Nahkampfrunde: Sieger und Verluststufen.</translation>
    </message>
    <message>
        <source>Attacker&apos;s d10.</source>
        <translation>d10 des Angreifers.</translation>
    </message>
    <message>
        <source>Attacker&apos;s melee modifier.</source>
        <translation>Nahkampfmodifikator des Angreifers.</translation>
    </message>
    <message>
        <source>Defender&apos;s d10.</source>
        <translation>d10 des Verteidigers.</translation>
    </message>
    <message>
        <source>Defender&apos;s melee modifier.</source>
        <translation>Nahkampfmodifikator des Verteidigers.</translation>
    </message>
    <message>
        <source>The attacker wins.</source>
        <translation>Der Angreifer gewinnt.</translation>
    </message>
    <message>
        <source>The defender wins.</source>
        <translation>Der Verteidiger gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>The attacker takes %n casualty step(s).</source>
        <translation>
            <numerusform>Der Angreifer erleidet %n Verluststufe.</numerusform>
            <numerusform>Der Angreifer erleidet %n Verluststufen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The defender takes %n casualty step(s).</source>
        <translation>
            <numerusform>Der Verteidiger erleidet %n Verluststufe.</numerusform>
            <numerusform>Der Verteidiger erleidet %n Verluststufen.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Resolve a whole charge on a scenario&apos;s table with seeded dice.</source>
        <translation>Einen ganzen Angriff auf dem Spieltisch eines Szenarios mit Würfeln nach Startwert abwickeln.</translation>
    </message>
    <message>
        <source>Seed of the dice; the same seed throws the same dice.</source>
        <translation>Startwert der Würfel; derselbe Startwert wirft dieselben Würfel.</translation>
    </message>
    <message>
        <source>The defender evades when the text offers it.</source>
        <translation>Der Verteidiger weicht aus, wenn der Text es anbietet.</translation>
    </message>
    <message>
        <source>Closing casualties from the defender&apos;s fire, in percent.</source>
        <translation>Annäherungsverluste durch das Feuer des Verteidigers, in Prozent.</translation>
    </message>
    <message>
        <source>House rules (JSON) instead of the defaults.</source>
        <translation>Hausregeln (JSON) statt der Standardwerte.</translation>
    </message>
    <message>
        <source>Scenario file (JSON).</source>
        <translation>Szenariodatei (JSON).</translation>
    </message>
    <message>
        <source>Id of the charging unit.</source>
        <translation>ID der angreifenden Einheit.</translation>
    </message>
    <message>
        <source>Id of the target unit.</source>
        <translation>ID der Zieleinheit.</translation>
    </message>
    <message>
        <source>%1 is not a scenario for Dan Brown&apos;s rules.</source>
        <translation>%1 ist kein Szenario für Dan Browns Regeln.</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Startwert: %1</translation>
    </message>
    <message>
        <source>Dan Brown&apos;s &quot;Mechanics of a Charge&quot;: chart look-ups, exact odds, melee rounds and whole charges.</source>
        <translation>Dan Browns &quot;Mechanics of a Charge&quot;: Nachschlagen in der Tabelle, exakte Chancen, Nahkampfrunden und ganze Angriffe.</translation>
    </message>
    <message>
        <source>Resolve a whole charge on a scenario&apos;s table, or in a battle of a campaign file, with seeded dice.</source>
        <translation>Einen ganzen Angriff auf dem Spieltisch eines Szenarios oder in einer Schlacht einer Kampagnendatei mit Würfeln nach Startwert abwickeln.</translation>
    </message>
    <message>
        <source>Tie: both sides check morale; if neither retreats, the melee continues next turn.</source>
        <translation>Gleichstand: Beide Seiten testen die Moral; weicht keine zurück, geht der Nahkampf im nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>One round of melee: winner and casualty steps; or, on a campaign file, the next step of a battle&apos;s melee.</source>
        <translation>Eine Nahkampfrunde: Sieger und Verluststufen; oder, auf einer Kampagnendatei, der nächste Schritt des Nahkampfs einer Schlacht.</translation>
    </message>
    <message>
        <source>End the set-up or the turn of a Brown battle in a campaign file.</source>
        <translation>Die Aufstellung oder den Zug einer Brown-Schlacht in einer Kampagnendatei beenden.</translation>
    </message>
    <message>
        <source>Dan Brown&apos;s charge: chart, odds, melee, charge, next-turn</source>
        <translation>Dan Browns Angriff: Tabelle, Chancen, Nahkampf, Angriff, nächster Zug</translation>
    </message>
</context>
<context>
    <name>vedette::cli::camera</name>
    <message>
        <source>The camera&apos;s markers of a battle&apos;s table (OpenCV&apos;s DICT_4X4_1000): the eight reference markers at the table&apos;s edge and one per unit on the table. A unit without a marker of its own is given the lowest free one, kept in the campaign so that a reprinted sheet stays valid.</source>
        <translation>Die Kameramarken des Spieltischs einer Schlacht (OpenCVs DICT_4X4_1000): die acht Referenzmarken am Rand des Spieltischs und eine je Einheit auf dem Spieltisch. Eine Einheit ohne eigene Marke erhält die niedrigste freie, in der Kampagne gespeichert, damit ein neu gedrucktes Blatt gültig bleibt.</translation>
    </message>
    <message>
        <source>Side of a unit&apos;s marker (smaller under a smaller base).</source>
        <translation>Seitenlänge der Marke einer Einheit (kleiner unter einer kleineren Base).</translation>
    </message>
    <message>
        <source>Print the markers at true scale into FILE (PDF).</source>
        <translation>Die Marken maßstabsgetreu in DATEI (PDF) drucken.</translation>
    </message>
    <message>
        <source>US Letter pages instead of A4.</source>
        <translation>US-Letter-Seiten statt A4.</translation>
    </message>
    <message>
        <source>vedette-cli camera markers: the markers could not be kept: %1
</source>
        <translation>vedette-cli camera markers: die Marken konnten nicht gespeichert werden: %1
</translation>
    </message>
    <message>
        <source>Camera markers: %1</source>
        <translation>Kameramarken: %1</translation>
    </message>
    <message>
        <source>Dictionary: %1</source>
        <translation>Wörterbuch: %1</translation>
    </message>
    <message>
        <source>Reference %1 at (%2, %3) mm, %4 mm</source>
        <translation>Referenz %1 bei (%2, %3) mm, %4 mm</translation>
    </message>
    <message>
        <source>%1 (%2): marker %3, %4 mm</source>
        <translation>%1 (%2): Marke %3, %4 mm</translation>
    </message>
    <message>
        <source>Where a picture of the table (taken from above, the reference markers in it) shows each unit&apos;s marker, and the units it shows moved (more than 5 mm or 5 degrees from where the battle has them). Without --apply nothing is written; with it the moves are made as one step, or, when the rules refuse one, none (exit 1).</source>
        <translation>Wo ein Bild des Spieltischs (von oben aufgenommen, mit den Referenzmarken) die Marke jeder Einheit zeigt, und welche Einheiten es bewegt zeigt (mehr als 5 mm oder 5 Grad von dort, wo die Schlacht sie hat). Ohne --apply wird nichts geschrieben; mit --apply werden die Bewegungen als ein Schritt ausgeführt, oder, wenn die Regeln eine ablehnen, keine (Exit-Status 1).</translation>
    </message>
    <message>
        <source>Make the proposed moves, one step.</source>
        <translation>Die vorgeschlagenen Bewegungen ausführen, ein Schritt.</translation>
    </message>
    <message>
        <source>The picture (PNG, JPEG...).</source>
        <translation>Das Bild (PNG, JPEG...).</translation>
    </message>
    <message>
        <source>vedette-cli camera locate: %1 is not a picture (%2); nothing was written.
</source>
        <translation>vedette-cli camera locate: %1 ist kein Bild (%2); nichts wurde geschrieben.
</translation>
    </message>
    <message>
        <source>vedette-cli camera locate: %1 shows %2 of the 8 reference markers; at least 4 are needed to find the table. Nothing was written.
</source>
        <translation>vedette-cli camera locate: %1 zeigt %2 der 8 Referenzmarken; mindestens 4 sind nötig, um den Spieltisch zu finden. Nichts wurde geschrieben.
</translation>
    </message>
    <message>
        <source>vedette-cli camera locate: the moves could not be written: %1
</source>
        <translation>vedette-cli camera locate: die Bewegungen konnten nicht geschrieben werden: %1
</translation>
    </message>
    <message>
        <source>Picture %1x%2: %3 of 8 reference markers, fitted to %4 mm.</source>
        <translation>Bild %1x%2: %3 von 8 Referenzmarken, auf %4 mm angepasst.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) seen</source>
        <translation>
            <numerusform>%n Einheit gesehen</numerusform>
            <numerusform>%n Einheiten gesehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Not seen (left where they are): %1</source>
        <translation>Nicht gesehen (bleiben, wo sie sind): %1</translation>
    </message>
    <message>
        <source>%1 moved: (%2, %3) facing %4 to (%5, %6) facing %7</source>
        <translation>%1 bewegt: (%2, %3) Ausrichtung %4 nach (%5, %6) Ausrichtung %7</translation>
    </message>
    <message>
        <source>No unit moved.</source>
        <translation>Keine Einheit bewegt.</translation>
    </message>
    <message>
        <source>Refused: %1: %2</source>
        <translation>Abgelehnt: %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) made as one step.</source>
        <translation>
            <numerusform>%n Bewegung als ein Schritt ausgeführt.</numerusform>
            <numerusform>%n Bewegungen als ein Schritt ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>An overhead camera over the table: the markers to print, and the moves a picture shows.</source>
        <translation>Eine Kamera über dem Spieltisch: die zu druckenden Marken und die Bewegungen, die ein Bild zeigt.</translation>
    </message>
    <message>
        <source>The markers of a battle&apos;s table, as JSON or a PDF to print.</source>
        <translation>Die Marken des Spieltischs einer Schlacht, als JSON oder als PDF zum Drucken.</translation>
    </message>
    <message>
        <source>Where a picture shows each unit, and the moves it shows (--apply makes them).</source>
        <translation>Wo ein Bild jede Einheit zeigt, und die Bewegungen, die es zeigt (--apply führt sie aus).</translation>
    </message>
    <message>
        <source>An overhead camera: markers to print, moves from a picture</source>
        <translation>Kamera von oben: Marken drucken, Bewegungen aus einem Bild</translation>
    </message>
    <message>
        <source>Height of the units&apos; markers above the cloth (cards on stands); with --camera-height.</source>
        <translation>Höhe der Marken der Einheiten über dem Tuch (Karten auf Ständern); mit --camera-height.</translation>
    </message>
    <message>
        <source>Height of the camera&apos;s lens above the cloth.</source>
        <translation>Höhe des Kameraobjektivs über dem Tuch.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::campaign</name>
    <message>
        <source>Copies a whole campaign (scenarios, battles, states of play, games, templates and the log, with their numbers) to a new file or to an empty database on a PostgreSQL server, or back, in one transaction. A target that already holds a campaign (or anything else) is refused and left as it was. Passwords come from ~/.pgpass or PGPASSWORD, never from the address.</source>
        <translation>Kopiert eine ganze Kampagne (Szenarien, Schlachten, Spielstände, Spiele, Vorlagen und das Protokoll, mit ihren Nummern) in eine neue Datei oder in eine leere Datenbank auf einem PostgreSQL-Server, oder zurück, in einer Transaktion. Ein Ziel, das schon eine Kampagne (oder sonst etwas) enthält, wird abgelehnt und bleibt, wie es war. Passwörter kommen aus ~/.pgpass oder PGPASSWORD, nie aus der Adresse.</translation>
    </message>
    <message>
        <source>The campaign to copy: a file (.vedette) or postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>Die zu kopierende Kampagne: eine Datei (.vedette) oder postgresql://BENUTZER@HOST:PORT/DATENBANK.</translation>
    </message>
    <message>
        <source>Where the copy goes: a new file, or a server&apos;s empty database.</source>
        <translation>Wohin die Kopie geht: eine neue Datei oder eine leere Datenbank auf einem Server.</translation>
    </message>
    <message numerus="yes">
        <source>Copied “%1” to %2: %n battle(s),</source>
        <translation>
            <numerusform>„%1“ nach %2 kopiert: %n Schlacht,</numerusform>
            <numerusform>„%1“ nach %2 kopiert: %n Schlachten,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entry(ies).</source>
        <translation>
            <numerusform>%n Protokolleintrag.</numerusform>
            <numerusform>%n Protokolleinträge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole campaigns: files and PostgreSQL servers.</source>
        <translation>Ganze Kampagnen: Dateien und PostgreSQL-Server.</translation>
    </message>
    <message>
        <source>Copies a campaign between a file and a PostgreSQL server, in one transaction.</source>
        <translation>Kopiert eine Kampagne zwischen einer Datei und einem PostgreSQL-Server, in einer Transaktion.</translation>
    </message>
    <message>
        <source>whole campaigns: copy between a file and a PostgreSQL server</source>
        <translation>ganze Kampagnen: zwischen Datei und PostgreSQL-Server kopieren</translation>
    </message>
</context>
<context>
    <name>vedette::cli::lightbrigade</name>
    <message>
        <source>(min %1, median %2, max %3)</source>
        <translation>(Min. %1, Median %2, Max. %3)</translation>
    </message>
    <message>
        <source>Seed of the dice; the same seed gives the same output.</source>
        <translation>Startwert der Würfel; derselbe Startwert ergibt dieselbe Ausgabe.</translation>
    </message>
    <message>
        <source>The troop type.</source>
        <translation>Die Truppengattung.</translation>
    </message>
    <message>
        <source>How the men ride: steady or bold.</source>
        <translation>Wie die Männer reiten: steady (besonnen) oder bold (kühn).</translation>
    </message>
    <message>
        <source>The troop rides in the front rank of the charge.</source>
        <translation>Die Truppe reitet im vorderen Glied des Angriffs.</translation>
    </message>
    <message>
        <source>Optional variant: Lancers get +1 to fight.</source>
        <translation>Optionale Variante: Lanciers erhalten +1 auf Kampf.</translation>
    </message>
    <message>
        <source>Plays one charge and prints every event in plain words.</source>
        <translation>Spielt einen Angriff und gibt jedes Ereignis im Klartext aus.</translation>
    </message>
    <message>
        <source>Print the events as JSON.</source>
        <translation>Die Ereignisse als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Plays many charges with a policy and prints the figures.</source>
        <translation>Spielt viele Angriffe mit einer Strategie und gibt die Kennzahlen aus.</translation>
    </message>
    <message>
        <source>Number of charges to simulate.</source>
        <translation>Anzahl der zu simulierenden Angriffe.</translation>
    </message>
    <message>
        <source>Report progress on stderr from the start (otherwise after 2 seconds).</source>
        <translation>Den Fortschritt von Anfang an auf stderr melden (sonst nach 2 Sekunden).</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>Die Kennzahlen als JSON ausgeben.</translation>
    </message>
    <message>
        <source>front rank</source>
        <translation>vorderes Glied</translation>
    </message>
    <message>
        <source>lancers +1 fight</source>
        <translation>Lanciers +1 Kampf</translation>
    </message>
    <message numerus="yes">
        <source>Charge of the Light Brigade: %n charge(s), seed %1, %2</source>
        <translation>
            <numerusform>Charge of the Light Brigade: %n Angriff, Startwert %1, %2</numerusform>
            <numerusform>Charge of the Light Brigade: %n Angriffe, Startwert %1, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Men home (of 12)</source>
        <translation>Männer zurück (von 12)</translation>
    </message>
    <message>
        <source>men</source>
        <translation>Männer</translation>
    </message>
    <message>
        <source>Stragglers home</source>
        <translation>Versprengte zurück</translation>
    </message>
    <message>
        <source>Killed (of 12)</source>
        <translation>Gefallen (von 12)</translation>
    </message>
    <message>
        <source>Fled (of 12)</source>
        <translation>Geflohen (von 12)</translation>
    </message>
    <message>
        <source>Russians killed</source>
        <translation>Getötete Russen</translation>
    </message>
    <message>
        <source>Russians</source>
        <translation>Russen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Score (points)</source>
        <translation>Punktzahl (Punkte)</translation>
    </message>
    <message>
        <source>Men home (of the twelve)</source>
        <translation>Männer zurück (von den zwölf)</translation>
    </message>
    <message>
        <source>History: of the 673 men who charged, 113 were killed and 247 badly wounded.</source>
        <translation>Geschichte: Von den 673 Männern, die angriffen, wurden 113 getötet und 247 schwer verwundet.</translation>
    </message>
    <message>
        <source>The solo Charge of the Light Brigade.</source>
        <translation>Das Solospiel Charge of the Light Brigade.</translation>
    </message>
    <message>
        <source>the solo Charge of the Light Brigade: simulate odds or play one charge</source>
        <translation>das Solospiel Charge of the Light Brigade: Chancen simulieren oder einen Angriff spielen</translation>
    </message>
</context>
<context>
    <name>vedette::cli::log</name>
    <message>
        <source>print a campaign&apos;s log (md, csv, json, html)</source>
        <translation>das Protokoll einer Kampagne ausgeben (md, csv, json, html)</translation>
    </message>
    <message>
        <source>Only the entries of battle N (0 = campaign-wide entries).</source>
        <translation>Nur die Einträge der Schlacht N (0 = kampagnenweite Einträge).</translation>
    </message>
    <message>
        <source>The format of the log.</source>
        <translation>Das Format des Protokolls.</translation>
    </message>
    <message>
        <source>Only entries whose text has all these words.</source>
        <translation>Nur Einträge, deren Text alle diese Wörter enthält.</translation>
    </message>
    <message>
        <source>List the battles (id, turn, name) instead of the log.</source>
        <translation>Die Schlachten (ID, Runde, Name) statt des Protokolls auflisten.</translation>
    </message>
    <message>
        <source>Only what side ID may see: the entries whose visibility is that side (never the referee&apos;s own entries).</source>
        <translation>Nur, was die Seite ID sehen darf: die Einträge, deren Sichtbarkeit diese Seite ist (nie die eigenen Einträge des Schiedsrichters).</translation>
    </message>
    <message>
        <source>there is no battle %1 in this campaign (see --battles)</source>
        <translation>in dieser Kampagne gibt es keine Schlacht %1 (siehe --battles)</translation>
    </message>
    <message>
        <source>there is no side &quot;%1&quot; in these battles (their sides: %2)</source>
        <translation>in diesen Schlachten gibt es keine Seite &quot;%1&quot; (ihre Seiten: %2)</translation>
    </message>
    <message>
        <source>Prints the campaign log of a Vedette campaign (a .vedette file or a PostgreSQL server&apos;s postgresql:// address), oldest entry first, voided entries marked. The campaign is opened read-only.</source>
        <translation>Gibt das Kampagnenprotokoll einer Vedette-Kampagne aus (einer .vedette-Datei oder einer postgresql://-Adresse auf einem PostgreSQL-Server), ältester Eintrag zuerst, ungültige Einträge markiert. Die Kampagne wird schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>Campaign file (.vedette), or a server&apos;s postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>Kampagnendatei (.vedette) oder postgresql://BENUTZER@HOST:PORT/DATENBANK auf einem Server.</translation>
    </message>
    <message>
        <source>the log could not be read whole: %1</source>
        <translation>das Protokoll konnte nicht vollständig gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>vedette::cli::main</name>
    <message>
        <source>Usage: vedette-cli [--help] [--version] VERB [options]

The command-line companion of Vedette, the referee&apos;s table assistant.
Every verb accepts --help. Verbs:
</source>
        <translation>Aufruf: vedette-cli [--help] [--version] VERB [Optionen]

Der Kommandozeilen-Begleiter von Vedette, dem Assistenten des Schiedsrichters am Spieltisch.
Jedes Verb akzeptiert --help. Verben:
</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 failure, 2 bad usage or bad input.</source>
        <translation>Exit-Status: 0 Erfolg, 1 Fehler, 2 falscher Aufruf oder ungültige Eingabe.</translation>
    </message>
    <message>
        <source>vedette-cli: unknown verb &apos;%1&apos;. Try vedette-cli --help.</source>
        <translation>vedette-cli: unbekanntes Verb &apos;%1&apos;. Siehe vedette-cli --help.</translation>
    </message>
    <message>
        <source>vedette-cli: unexpected argument &apos;%1&apos; after --version.</source>
        <translation>vedette-cli: unerwartetes Argument &apos;%1&apos; nach --version.</translation>
    </message>
    <message>
        <source>vedette-cli: cannot load its verbs from %1 (%2). The installation is incomplete: reinstall Vedette.</source>
        <translation>vedette-cli: seine Verben lassen sich nicht aus %1 laden (%2). Die Installation ist unvollständig: Installieren Sie Vedette neu.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::measure</name>
    <message>
        <source>Centre-to-centre and closest edge-to-edge distance between two units of a scenario, in mm, inches, cm and paces, and the arc the first unit is in as seen from the second.</source>
        <translation>Abstand von Mitte zu Mitte und kürzester Abstand von Kante zu Kante zwischen zwei Einheiten eines Szenarios, in mm, Zoll, cm und Schritt, sowie der Sektor, in dem die erste Einheit von der zweiten aus gesehen steht.</translation>
    </message>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>JSON ausgeben (das stabile Format).</translation>
    </message>
    <message>
        <source>Scenario file (.json).</source>
        <translation>Szenariodatei (.json).</translation>
    </message>
    <message>
        <source>Id of the unit measured from.</source>
        <translation>ID der Einheit, von der aus gemessen wird.</translation>
    </message>
    <message>
        <source>Id of the unit measured to.</source>
        <translation>ID der Einheit, zu der gemessen wird.</translation>
    </message>
    <message>
        <source>From %1 to %2 (%3)
</source>
        <translation>Von %1 zu %2 (%3)
</translation>
    </message>
    <message>
        <source>Centre to centre:       %1
</source>
        <translation>Mitte zu Mitte:           %1
</translation>
    </message>
    <message>
        <source>Closest edge to edge:   %1
</source>
        <translation>Kürzester Kantenabstand:  %1
</translation>
    </message>
    <message>
        <source>%1 is in front of %2 (front arc).
</source>
        <translation>%1 steht vor %2 (Frontsektor).
</translation>
    </message>
    <message>
        <source>%1 is on the flank of %2 (centre behind its front edge line).
</source>
        <translation>%1 steht in der Flanke von %2 (Mitte hinter der Linie seiner Frontkante).
</translation>
    </message>
    <message>
        <source>%1 is in the rear of %2 (centre behind its rear edge line).
</source>
        <translation>%1 steht im Rücken von %2 (Mitte hinter der Linie seiner Rückkante).
</translation>
    </message>
    <message>
        <source>It is at least partly inside the 45-degree front arc, %1 from the front edge.
</source>
        <translation>Sie steht zumindest teilweise im 45-Grad-Frontsektor, %1 von der Frontkante entfernt.
</translation>
    </message>
    <message>
        <source>It is outside the 45-degree front arc.
</source>
        <translation>Sie steht außerhalb des 45-Grad-Frontsektors.
</translation>
    </message>
    <message>
        <source>It is wholly behind the flank or rear line.
</source>
        <translation>Sie steht ganz hinter der Flanken- oder Rücklinie.
</translation>
    </message>
    <message>
        <source>Distances and arc between two units of a scenario</source>
        <translation>Abstände und Sektor zwischen zwei Einheiten eines Szenarios</translation>
    </message>
    <message>
        <source>no unit &apos;%1&apos; in %2. Units: %3</source>
        <translation>keine Einheit &apos;%1&apos; in %2. Einheiten: %3</translation>
    </message>
    <message>
        <source>vedette-cli measure: %1 is not on the table yet; there is nothing to measure.
</source>
        <translation>vedette-cli measure: %1 ist noch nicht auf dem Spieltisch; es gibt nichts zu messen.
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::odds</name>
    <message>
        <source>Exact odds of dice: odds d10+3-d8 [--json]</source>
        <translation>Exakte Würfelchancen: odds d10+3-d8 [--json]</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Exact odds of every result of a dice expression (2d6, d6+2, d10-d8, d10z), as counts over all equally likely combinations.</source>
        <translation>Exakte Chancen jedes Ergebnisses eines Würfelausdrucks (2d6, d6+2, d10-d8, d10z), als Anzahlen über alle gleich wahrscheinlichen Kombinationen.</translation>
    </message>
    <message>
        <source>Also print the chance of N or more.</source>
        <translation>Zusätzlich die Chance auf N oder mehr ausgeben.</translation>
    </message>
    <message>
        <source>Also print the chance of N or less.</source>
        <translation>Zusätzlich die Chance auf N oder weniger ausgeben.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>The dice, e.g. d10+3-d8.</source>
        <translation>Die Würfel, z. B. d10+3-d8.</translation>
    </message>
    <message>
        <source>which dice? For example: vedette-cli odds 2d6</source>
        <translation>welche Würfel? Zum Beispiel: vedette-cli odds 2d6</translation>
    </message>
    <message>
        <source>vedette-cli odds: %1
  %2
  %3^
</source>
        <translation>vedette-cli odds: %1
  %2
  %3^
</translation>
    </message>
    <message>
        <source>%1: %2 equally likely combinations, mean %3
</source>
        <translation>%1: %2 gleich wahrscheinliche Kombinationen, Mittelwert %3
</translation>
    </message>
    <message>
        <source>%1 or more: %2/%3 = %4
</source>
        <translation>%1 oder mehr: %2/%3 = %4
</translation>
    </message>
    <message>
        <source>%1 or less: %2/%3 = %4
</source>
        <translation>%1 oder weniger: %2/%3 = %4
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::oob</name>
    <message>
        <source>Orders of battle as CSV: import, export</source>
        <translation>Schlachtordnungen als CSV: import, export</translation>
    </message>
    <message>
        <source>%1 has no table edge or deployment zone; --deploy lays out two sides.</source>
        <translation>%1 hat keinen Tischrand und keine Aufstellungszone; --deploy stellt zwei Seiten auf.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>vedette-cli oob %1: cannot write %2: %3
</source>
        <translation>vedette-cli oob %1: %2 kann nicht geschrieben werden: %3
</translation>
    </message>
    <message>
        <source>Builds a scenario from an order of battle in CSV (FORMAT.md, &quot;Orders of battle as CSV&quot;). Without --deploy the units are not on the table yet; with it each side&apos;s divisions are laid out in line along its own long table edge (Brown) or in its deployment zone (Balagan).</source>
        <translation>Erstellt ein Szenario aus einer Schlachtordnung im CSV-Format (FORMAT.md, &quot;Orders of battle as CSV&quot;). Ohne --deploy stehen die Einheiten noch nicht auf dem Spieltisch; mit der Option werden die Divisionen jeder Seite in Linie entlang ihres eigenen langen Tischrands (Brown) oder in ihrer Aufstellungszone (Balagan) aufgestellt.</translation>
    </message>
    <message>
        <source>The order of battle (.csv, UTF-8, comma or semicolon).</source>
        <translation>Die Schlachtordnung (.csv, UTF-8, Komma oder Semikolon).</translation>
    </message>
    <message>
        <source>The rule system: brown or balagan.</source>
        <translation>Das Regelsystem: brown oder balagan.</translation>
    </message>
    <message>
        <source>Table size in mm (default 1828.8x1219.2 for Brown, 1200x800 for Balagan).</source>
        <translation>Tischgröße in mm (Standard 1828.8x1219.2 für Brown, 1200x800 für Balagan).</translation>
    </message>
    <message>
        <source>Put every unit on the table.</source>
        <translation>Jede Einheit auf den Spieltisch stellen.</translation>
    </message>
    <message>
        <source>The scenario&apos;s title (default: the file&apos;s name).</source>
        <translation>Der Titel des Szenarios (Standard: der Name der Datei).</translation>
    </message>
    <message>
        <source>Where to write the scenario JSON (- for standard output).</source>
        <translation>Wohin das Szenario-JSON geschrieben wird (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>vedette-cli oob import: --table must be WIDTHxHEIGHT in millimetres, each from 0 to 100000, such as 1828.8x1219.2, not &apos;%1&apos;.
</source>
        <translation>vedette-cli oob import: --table muss WIDTHxHEIGHT in Millimetern sein, jeweils von 0 bis 100000, etwa 1828.8x1219.2, nicht &apos;%1&apos;.
</translation>
    </message>
    <message>
        <source>vedette-cli oob import: %1 was not imported:
</source>
        <translation>vedette-cli oob import: %1 wurde nicht importiert:
</translation>
    </message>
    <message>
        <source>vedette-cli oob import --deploy: %1
</source>
        <translation>vedette-cli oob import --deploy: %1
</translation>
    </message>
    <message>
        <source>%1: the units did not fit in their own formations and were deployed in single line.
</source>
        <translation>%1: Die Einheiten passten nicht in ihren eigenen Formationen und wurden in einfacher Linie aufgestellt.
</translation>
    </message>
    <message>
        <source>Writes a scenario&apos;s order of battle (sides, generals, units) as CSV, in the columns oob import reads.</source>
        <translation>Schreibt die Schlachtordnung eines Szenarios (Seiten, Generäle, Einheiten) als CSV, in den Spalten, die oob import liest.</translation>
    </message>
    <message>
        <source>Scenario file (.json).</source>
        <translation>Szenariodatei (.json).</translation>
    </message>
    <message>
        <source>Where to write the CSV (- for standard output).</source>
        <translation>Wohin die CSV-Datei geschrieben wird (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>vedette-cli oob export: %1
</source>
        <translation>vedette-cli oob export: %1
</translation>
    </message>
    <message>
        <source>Orders of battle as CSV: import one into a new scenario, or export a scenario&apos;s.</source>
        <translation>Schlachtordnungen als CSV: eine in ein neues Szenario einlesen oder die eines Szenarios ausgeben.</translation>
    </message>
    <message>
        <source>Build a scenario from an order of battle in CSV.</source>
        <translation>Ein Szenario aus einer Schlachtordnung in CSV bauen.</translation>
    </message>
    <message>
        <source>Write a scenario&apos;s order of battle as CSV.</source>
        <translation>Die Schlachtordnung eines Szenarios als CSV schreiben.</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3, %4 (%5 on the table).
</source>
        <translation>%1 geschrieben: %2, %3, %4 (%5 auf dem Spieltisch).
</translation>
    </message>
    <message numerus="yes">
        <source>%n side(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n General</numerusform>
            <numerusform>%n Generäle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3.
</source>
        <translation>%1 geschrieben: %2, %3.
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::render</name>
    <message>
        <source>Draws the table of a scenario file as a picture (PNG, SVG or PDF, by the suffix of --out), at true scale, as a battle from it starts (Balagan&apos;s deployment zones included). --view players draws what the table screen shows the players (no orders, messengers, referee-only markers, nothing hidden from a side); --view side:ID what that side may see.</source>
        <translation>Zeichnet den Tisch einer Szenariodatei als Bild (PNG, SVG oder PDF, nach der Endung von --out), in wahrer Größe, wie eine Schlacht daraus beginnt (Balagans Aufstellungszonen eingeschlossen). --view players zeichnet, was der Tischbildschirm den Spielern zeigt (keine Befehle, Meldereiter, nur für den Schiedsrichter bestimmte Marker, nichts vor einer Seite Verborgenes); --view side:ID, was diese Seite sehen darf.</translation>
    </message>
    <message>
        <source>The picture to write: FILE.png, FILE.svg or FILE.pdf.</source>
        <translation>Das zu schreibende Bild: FILE.png, FILE.svg oder FILE.pdf.</translation>
    </message>
    <message>
        <source>Whose picture: referee (everything), players, or side:ID.</source>
        <translation>Wessen Bild: referee (alles), players oder side:ID.</translation>
    </message>
    <message>
        <source>Resolution of a PNG in dots per inch.</source>
        <translation>Auflösung eines PNG in Punkten pro Zoll.</translation>
    </message>
    <message>
        <source>Pixels per millimetre of table (0.05 to 40), exactly: the picture is then the table alone, edge to edge, as the table screen shows it (a 1828.8 mm table at 1.0 is 1829 pixels wide). Not with --dpi.</source>
        <translation>Pixel pro Millimeter Tisch (0,05 bis 40), genau: das Bild ist dann der Tisch allein, von Kante zu Kante, wie ihn der Tischbildschirm zeigt (ein Tisch von 1828,8 mm ist bei 1,0 genau 1829 Pixel breit). Nicht mit --dpi.</translation>
    </message>
    <message>
        <source>PDF only: the table at true scale across sheets of paper, with overlap, cut marks and each sheet&apos;s name and number.</source>
        <translation>Nur PDF: der Tisch in wahrer Größe über mehrere Blätter Papier, mit Überlappung, Schnittmarken und Name und Nummer jedes Blatts.</translation>
    </message>
    <message>
        <source>The scenario file (JSON).</source>
        <translation>Die Szenariodatei (JSON).</translation>
    </message>
    <message>
        <source>%1: unknown picture format; use .png, .svg or .pdf.</source>
        <translation>%1: unbekanntes Bildformat; .png, .svg oder .pdf verwenden.</translation>
    </message>
    <message>
        <source>give --dpi or --px-per-mm, not both.</source>
        <translation>--dpi oder --px-per-mm angeben, nicht beides.</translation>
    </message>
    <message>
        <source>--px-per-mm needs a number from 0.05 to 40, not &apos;%1&apos;.</source>
        <translation>--px-per-mm braucht eine Zahl von 0,05 bis 40, nicht &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--sheets prints on paper: the picture must be a .pdf.</source>
        <translation>--sheets druckt auf Papier: das Bild muss ein .pdf sein.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>draw a scenario&apos;s table as a PNG, SVG or PDF picture</source>
        <translation>den Tisch eines Szenarios als PNG-, SVG- oder PDF-Bild zeichnen</translation>
    </message>
</context>
<context>
    <name>vedette::cli::roll</name>
    <message>
        <source>Throw dice: roll 2d6+1 [--seed N] [--json]</source>
        <translation>Würfel werfen: roll 2d6+1 [--seed N] [--json]</translation>
    </message>
    <message>
        <source>Throws dice: 2d6, d6+2, d10-d8, d10z (a d10 numbered 0-9).</source>
        <translation>Wirft Würfel: 2d6, d6+2, d10-d8, d10z (ein d10 mit den Zahlen 0-9).</translation>
    </message>
    <message>
        <source>Seed of the generator; the same seed throws the same dice.</source>
        <translation>Startwert des Generators; derselbe Startwert wirft dieselben Würfel.</translation>
    </message>
    <message>
        <source>Throw the expression N times.</source>
        <translation>Den Ausdruck N-mal werfen.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>The dice to throw, e.g. 2d6+1.</source>
        <translation>Die zu werfenden Würfel, z. B. 2d6+1.</translation>
    </message>
    <message>
        <source>which dice? For example: vedette-cli roll 2d6</source>
        <translation>welche Würfel? Zum Beispiel: vedette-cli roll 2d6</translation>
    </message>
    <message>
        <source>vedette-cli roll: %1
  %2
  %3^
</source>
        <translation>vedette-cli roll: %1
  %2
  %3^
</translation>
    </message>
    <message>
        <source>(seed %1)
</source>
        <translation>(Startwert %1)
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::serve</name>
    <message>
        <source>Serves each side of a battle its own view (the page, the table, its state and a live socket) to the players&apos; phones and tablets, on the address given, until interrupted (Ctrl+C or SIGTERM). Only what a side may see leaves the computer. Steps committed to the campaign by any program reach the devices at once. The campaign is opened read-only.</source>
        <translation>Stellt jeder Seite einer Schlacht ihre eigene Ansicht (die Seite, den Tisch, ihren Stand und einen Live-Socket) für die Telefone und Tablets der Spieler bereit, auf der angegebenen Adresse, bis zur Unterbrechung (Strg+C oder SIGTERM). Nur was eine Seite sehen darf, verlässt den Computer. Schritte, die ein beliebiges Programm in die Kampagne schreibt, erreichen die Geräte sofort. Die Kampagne wird schreibgeschützt geöffnet.</translation>
    </message>
    <message>
        <source>The battle to serve (vedette-cli log FILE --battles lists them).</source>
        <translation>Die bereitzustellende Schlacht (vedette-cli log DATEI --battles listet sie auf).</translation>
    </message>
    <message>
        <source>Where to listen: an address of this computer and a port, e.g. 192.168.1.20:8080 (0.0.0.0:8080 for every address; port 0 for any free one).</source>
        <translation>Wo gelauscht wird: eine Adresse dieses Computers und ein Port, z. B. 192.168.1.20:8080 (0.0.0.0:8080 für jede Adresse; Port 0 für einen beliebigen freien).</translation>
    </message>
    <message>
        <source>--listen must be ADDR:PORT, e.g. 127.0.0.1:8080, not &quot;%1&quot;</source>
        <translation>--listen muss ADDR:PORT sein, z. B. 127.0.0.1:8080, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>vedette-cli serve: cannot listen on %1: %2</source>
        <translation>vedette-cli serve: kann nicht auf %1 lauschen: %2</translation>
    </message>
    <message>
        <source>Serving %1 on port %2 (Ctrl+C stops).</source>
        <translation>%1 wird auf Port %2 bereitgestellt (Strg+C beendet).</translation>
    </message>
    <message>
        <source>vedette-cli serve: cannot write %1: %2</source>
        <translation>vedette-cli serve: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Stopped serving.</source>
        <translation>Bereitstellung beendet.</translation>
    </message>
    <message>
        <source>serve each side its own view on the players&apos; phones</source>
        <translation>jeder Seite ihre eigene Ansicht auf den Telefonen der Spieler bereitstellen</translation>
    </message>
    <message>
        <source>The campaign: a file (.vedette), or a server&apos;s postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>Die Kampagne: eine Datei (.vedette) oder postgresql://BENUTZER@HOST:PORT/DATENBANK auf einem Server.</translation>
    </message>
    <message>
        <source>Write each side&apos;s link to FILE as JSON: {&quot;sides&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;url&quot;}]}. When FILE already holds links of the battle&apos;s sides (the server was stopped, or died), they are kept: the phones follow the battle again by themselves.</source>
        <translation>Den Link jeder Seite als JSON in FILE schreiben: {&quot;sides&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;url&quot;}]}. Enthält FILE schon Links der Seiten dieser Schlacht (der Server wurde beendet oder ist abgestürzt), bleiben sie: die Telefone folgen der Schlacht von selbst wieder.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::tennyson</name>
    <message>
        <source>Simulate games of &quot;Anyone for Tennyson&quot; between computer players.</source>
        <translation>Partien von &quot;Anyone for Tennyson&quot; zwischen Computerspielern simulieren.</translation>
    </message>
    <message>
        <source>Number of games.</source>
        <translation>Anzahl der Partien.</translation>
    </message>
    <message>
        <source>Seed; the same seed gives the same figures.</source>
        <translation>Startwert; derselbe Startwert ergibt dieselben Kennzahlen.</translation>
    </message>
    <message>
        <source>random or sensible for all five regiments, or five kinds in regiment order separated by commas.</source>
        <translation>random oder sensible für alle fünf Regimenter, oder fünf Arten in Regimentsreihenfolge, durch Kommas getrennt.</translation>
    </message>
    <message>
        <source>How the game is won.</source>
        <translation>Wie die Partie gewonnen wird.</translation>
    </message>
    <message>
        <source>Report progress on stderr from the start (otherwise after 2 seconds).</source>
        <translation>Den Fortschritt von Anfang an auf stderr melden (sonst nach 2 Sekunden).</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>Die Kennzahlen als JSON ausgeben.</translation>
    </message>
    <message>
        <source>--players must be random, sensible, or five of them separated by commas, not &apos;%1&apos;.</source>
        <translation>--players muss random, sensible oder fünf davon durch Kommas getrennt sein, nicht &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Anyone for Tennyson: %n game(s), seed %1, players %2, victory %3</source>
        <translation>
            <numerusform>Anyone for Tennyson: %n Partie, Startwert %1, Spieler %2, Sieg %3</numerusform>
            <numerusform>Anyone for Tennyson: %n Partien, Startwert %1, Spieler %2, Sieg %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stands lost a game</source>
        <translation>%1 verlorene Basen je Partie</translation>
    </message>
    <message>
        <source>%1 glory points a game</source>
        <translation>%1 Ruhmespunkte je Partie</translation>
    </message>
    <message>
        <source>Russians</source>
        <translation>Russen</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Mean cards played: %1 cards a game</source>
        <translation>Gespielte Karten im Mittel: %1 Karten je Partie</translation>
    </message>
    <message>
        <source>Mean stands lost: %1 stands a game</source>
        <translation>Verlorene Basen im Mittel: %1 Basen je Partie</translation>
    </message>
    <message>
        <source>Mean reshuffles: %1 reshuffles a game</source>
        <translation>Neumischungen im Mittel: %1 Neumischungen je Partie</translation>
    </message>
    <message>
        <source>Mean batteries on the table at the end: %1 batteries a game</source>
        <translation>Batterien auf dem Tisch am Ende im Mittel: %1 Batterien je Partie</translation>
    </message>
    <message>
        <source>The card game &quot;Anyone for Tennyson&quot;.</source>
        <translation>Das Kartenspiel &quot;Anyone for Tennyson&quot;.</translation>
    </message>
    <message>
        <source>Simulate games between computer players and print the win rates.</source>
        <translation>Partien zwischen Computerspielern simulieren und die Siegquoten ausgeben.</translation>
    </message>
    <message>
        <source>simulate games of Anyone for Tennyson (win rates)</source>
        <translation>Partien von Anyone for Tennyson simulieren (Siegquoten)</translation>
    </message>
</context>
<context>
    <name>vedette::dice::DiceExpression</name>
    <message>
        <source>Type a roll such as 2d6, 1d6+2 or d10-d8.</source>
        <translation>Geben Sie einen Wurf ein, etwa 2d6, 1d6+2 oder d10-d8.</translation>
    </message>
    <message>
        <source>Expected + or - here.</source>
        <translation>Hier wurde + oder - erwartet.</translation>
    </message>
    <message>
        <source>A die or a number is missing at the end.</source>
        <translation>Am Ende fehlt ein Würfel oder eine Zahl.</translation>
    </message>
    <message>
        <source>Expected a number or a die such as d6 here.</source>
        <translation>Hier wurde eine Zahl oder ein Würfel wie d6 erwartet.</translation>
    </message>
    <message>
        <source>The modifier is too large.</source>
        <translation>Der Modifikator ist zu groß.</translation>
    </message>
    <message>
        <source>Zero dice cannot be thrown.</source>
        <translation>Null Würfel können nicht geworfen werden.</translation>
    </message>
    <message>
        <source>The number of sides is missing after d.</source>
        <translation>Nach d fehlt die Anzahl der Seiten.</translation>
    </message>
    <message>
        <source>A die has 2 to %1 sides.</source>
        <translation>Ein Würfel hat 2 bis %1 Seiten.</translation>
    </message>
    <message>
        <source>Expected the lowest face, as in d10(0-9).</source>
        <translation>Hier wurde die niedrigste Augenzahl erwartet, wie in d10(0-9).</translation>
    </message>
    <message>
        <source>Expected - between the lowest and highest face.</source>
        <translation>Zwischen niedrigster und höchster Augenzahl wurde - erwartet.</translation>
    </message>
    <message>
        <source>Expected the highest face, as in d10(0-9).</source>
        <translation>Hier wurde die höchste Augenzahl erwartet, wie in d10(0-9).</translation>
    </message>
    <message>
        <source>Expected ) after the faces.</source>
        <translation>Nach den Augenzahlen wurde ) erwartet.</translation>
    </message>
    <message>
        <source>A d%1 has %1 faces, but %2-%3 numbers %4.</source>
        <translation>Ein d%1 hat %1 Seiten, aber %2-%3 umfasst %4.</translation>
    </message>
    <message>
        <source>At most %1 dice in one roll.</source>
        <translation>Höchstens %1 Würfel in einem Wurf.</translation>
    </message>
    <message>
        <source>Unexpected character here.</source>
        <translation>Unerwartetes Zeichen an dieser Stelle.</translation>
    </message>
    <message>
        <source>Too many dice to count every combination exactly.</source>
        <translation>Zu viele Würfel, um jede Kombination exakt zu zählen.</translation>
    </message>
    <message>
        <source>A face may be numbered from -%1 to %1.</source>
        <translation>Eine Würfelseite darf von -%1 bis %1 nummeriert sein.</translation>
    </message>
</context>
<context>
    <name>vedette::dice::EnteredDiceSource</name>
    <message numerus="yes">
        <source>%n face(s) expected, %1 given.</source>
        <translation>
            <numerusform>%n Augenzahl erwartet, %1 angegeben.</numerusform>
            <numerusform>%n Augenzahlen erwartet, %1 angegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die %1 (%2) cannot show %3: its faces are %4 to %5.</source>
        <translation>Würfel %1 (%2) kann keine %3 zeigen: Seine Augenzahlen reichen von %4 bis %5.</translation>
    </message>
</context>
<context>
    <name>vedette::journal::KindNames</name>
    <message>
        <source>Battle starts</source>
        <translation>Schlachtbeginne</translation>
    </message>
    <message>
        <source>Dice rolls</source>
        <translation>Würfelwürfe</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Voidings</source>
        <translation>Annullierungen</translation>
    </message>
    <message>
        <source>Referee&apos;s moves on the table</source>
        <translation>Züge des Schiedsrichters auf dem Tisch</translation>
    </message>
    <message>
        <source>Brown: turns</source>
        <translation>Brown: Züge</translation>
    </message>
    <message>
        <source>Brown: activations</source>
        <translation>Brown: Aktivierungen</translation>
    </message>
    <message>
        <source>Brown: generals&apos; orders</source>
        <translation>Brown: Befehle der Generäle</translation>
    </message>
    <message>
        <source>Brown: moves</source>
        <translation>Brown: Bewegungen</translation>
    </message>
    <message>
        <source>Brown: charges declared</source>
        <translation>Brown: angesagte Angriffe</translation>
    </message>
    <message>
        <source>Brown: charges cancelled</source>
        <translation>Brown: abgesagte Angriffe</translation>
    </message>
    <message>
        <source>Brown: charges refused</source>
        <translation>Brown: verweigerte Angriffe</translation>
    </message>
    <message>
        <source>Brown: charges</source>
        <translation>Brown: Angriffe</translation>
    </message>
    <message>
        <source>Brown: fire discipline</source>
        <translation>Brown: Feuerdisziplin</translation>
    </message>
    <message>
        <source>Brown: casualties while closing</source>
        <translation>Brown: Verluste beim Heranrücken</translation>
    </message>
    <message>
        <source>Brown: evasions</source>
        <translation>Brown: Ausweichen</translation>
    </message>
    <message>
        <source>Brown: charge results</source>
        <translation>Brown: Ergebnisse der Angriffe</translation>
    </message>
    <message>
        <source>Brown: results applied</source>
        <translation>Brown: angewandte Ergebnisse</translation>
    </message>
    <message>
        <source>Brown: melees begun</source>
        <translation>Brown: begonnene Nahkämpfe</translation>
    </message>
    <message>
        <source>Brown: melee rounds</source>
        <translation>Brown: Nahkampfrunden</translation>
    </message>
    <message>
        <source>Brown: morale in melee</source>
        <translation>Brown: Moral im Nahkampf</translation>
    </message>
    <message>
        <source>Brown: pursuits</source>
        <translation>Brown: Verfolgungen</translation>
    </message>
    <message>
        <source>Brown: units ridden down</source>
        <translation>Brown: niedergerittene Einheiten</translation>
    </message>
    <message>
        <source>Brown: surrenders</source>
        <translation>Brown: Kapitulationen</translation>
    </message>
    <message>
        <source>Brown: house rules</source>
        <translation>Brown: Hausregeln</translation>
    </message>
    <message>
        <source>Balagan: deployment</source>
        <translation>Balagan: Aufstellung</translation>
    </message>
    <message>
        <source>Balagan: bounds</source>
        <translation>Balagan: Züge</translation>
    </message>
    <message>
        <source>Balagan: orders</source>
        <translation>Balagan: Befehle</translation>
    </message>
    <message>
        <source>Balagan: generals</source>
        <translation>Balagan: Generäle</translation>
    </message>
    <message>
        <source>Balagan: generals killed</source>
        <translation>Balagan: gefallene Generäle</translation>
    </message>
    <message>
        <source>Balagan: messengers</source>
        <translation>Balagan: Melder</translation>
    </message>
    <message>
        <source>Balagan: messengers sent</source>
        <translation>Balagan: gesendete Melder</translation>
    </message>
    <message>
        <source>Balagan: messengers riding</source>
        <translation>Balagan: reitende Melder</translation>
    </message>
    <message>
        <source>Balagan: actions</source>
        <translation>Balagan: Aktionen</translation>
    </message>
    <message>
        <source>Balagan: actions overridden</source>
        <translation>Balagan: übersteuerte Aktionen</translation>
    </message>
    <message>
        <source>Balagan: moves</source>
        <translation>Balagan: Bewegungen</translation>
    </message>
    <message>
        <source>Balagan: formation changes</source>
        <translation>Balagan: Formationswechsel</translation>
    </message>
    <message>
        <source>Balagan: fire</source>
        <translation>Balagan: Feuer</translation>
    </message>
    <message>
        <source>Balagan: charges</source>
        <translation>Balagan: Angriffe</translation>
    </message>
    <message>
        <source>Balagan: smoke and fog</source>
        <translation>Balagan: Rauch und Nebel</translation>
    </message>
    <message>
        <source>Balagan: charges into smoke or fog</source>
        <translation>Balagan: Angriffe in Rauch oder Nebel</translation>
    </message>
    <message>
        <source>Balagan: morale</source>
        <translation>Balagan: Moral</translation>
    </message>
    <message>
        <source>Balagan: routs</source>
        <translation>Balagan: Fluchten</translation>
    </message>
    <message>
        <source>Balagan: armies breaking</source>
        <translation>Balagan: brechende Armeen</translation>
    </message>
    <message>
        <source>Balagan: referee&apos;s overrides</source>
        <translation>Balagan: Entscheidungen des Schiedsrichters</translation>
    </message>
    <message>
        <source>Balagan: house rules</source>
        <translation>Balagan: Hausregeln</translation>
    </message>
    <message>
        <source>Light Brigade: set-up</source>
        <translation>Leichte Brigade: Aufstellung</translation>
    </message>
    <message>
        <source>Light Brigade: turns</source>
        <translation>Leichte Brigade: Züge</translation>
    </message>
    <message>
        <source>Light Brigade: moves</source>
        <translation>Leichte Brigade: Bewegungen</translation>
    </message>
    <message>
        <source>Light Brigade: melees at the battery</source>
        <translation>Leichte Brigade: Nahkämpfe an der Batterie</translation>
    </message>
    <message>
        <source>Light Brigade: morale</source>
        <translation>Leichte Brigade: Moral</translation>
    </message>
    <message>
        <source>Light Brigade: rallies</source>
        <translation>Leichte Brigade: Sammeln</translation>
    </message>
    <message>
        <source>Light Brigade: ends of the game</source>
        <translation>Leichte Brigade: Spielenden</translation>
    </message>
    <message>
        <source>Tennyson: set-up</source>
        <translation>Tennyson: Aufstellung</translation>
    </message>
    <message>
        <source>Tennyson: first player</source>
        <translation>Tennyson: erster Spieler</translation>
    </message>
    <message>
        <source>Tennyson: cards played</source>
        <translation>Tennyson: gespielte Karten</translation>
    </message>
    <message>
        <source>Tennyson: cards awaiting a choice</source>
        <translation>Tennyson: Karten, die auf eine Wahl warten</translation>
    </message>
    <message>
        <source>Tennyson: fire</source>
        <translation>Tennyson: Feuer</translation>
    </message>
    <message>
        <source>Tennyson: units destroyed</source>
        <translation>Tennyson: vernichtete Einheiten</translation>
    </message>
    <message>
        <source>Tennyson: reshuffles</source>
        <translation>Tennyson: Neumischen</translation>
    </message>
    <message>
        <source>Tennyson: ends of the game</source>
        <translation>Tennyson: Spielenden</translation>
    </message>
</context>
<context>
    <name>vedette::render::PlayerView</name>
    <message>
        <source>&quot;side:&quot; needs a side&apos;s id, e.g. side:allies</source>
        <translation>&quot;side:&quot; braucht die ID einer Seite, z. B. side:allies</translation>
    </message>
    <message>
        <source>there is no side &quot;%1&quot; in this scenario (its sides: %2)</source>
        <translation>in diesem Szenario gibt es keine Seite &quot;%1&quot; (seine Seiten: %2)</translation>
    </message>
    <message>
        <source>the view must be referee, players or side:ID, not &quot;%1&quot;</source>
        <translation>die Ansicht muss referee, players oder side:ID sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 delivered orders to %2: %3.</source>
        <translation>%1 hat %2 Befehle überbracht: %3.</translation>
    </message>
</context>
<context>
    <name>vedette::render::PngEncoder</name>
    <message>
        <source>There is no picture to write.</source>
        <translation>Es gibt kein Bild zu schreiben.</translation>
    </message>
    <message>
        <source>Could not compress the picture.</source>
        <translation>Das Bild konnte nicht komprimiert werden.</translation>
    </message>
    <message>
        <source>Could not write the picture as PNG: %1</source>
        <translation>Das Bild konnte nicht als PNG geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>vedette::render::UnitPainter</name>
    <message>
        <source>No state markers</source>
        <translation>Keine Zustandsmarker</translation>
    </message>
    <message>
        <source>States: %1</source>
        <translation>Zustände: %1</translation>
    </message>
    <message>
        <source>Morale counters: %1 (routs at %2)</source>
        <translation>Moralmarker: %1 (flieht bei %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n morale counter(s)</source>
        <translation>
            <numerusform>%n Moralmarker</numerusform>
            <numerusform>%n Moralmarker</numerusform>
        </translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>unseen by %1</source>
        <translation>von %1 nicht gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n Mann</numerusform>
            <numerusform>%n Mann</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crew</source>
        <comment>the men serving a battery&apos;s guns</comment>
        <translation>
            <numerusform>%n Mann Bedienung</numerusform>
            <numerusform>%n Mann Bedienung</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a battery: its guns, its crew</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n guns</source>
        <translation>
            <numerusform>%n Geschütz</numerusform>
            <numerusform>%n Geschütze</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Act</name>
    <message>
        <source>%1 is in melee: it fights only its melee (withdraw or follow up) until the melee ends.</source>
        <translation>%1 ist im Nahkampf: Sie kämpft nur ihren Nahkampf (zurückziehen oder nachsetzen), bis er endet.</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>Move straight ahead</source>
        <translation>Geradeaus bewegen</translation>
    </message>
    <message>
        <source>On foot (single line)</source>
        <translation>Zu Fuß (einfache Linie)</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist beendet.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet: deploy it first.</source>
        <translation>%1 ist noch nicht auf dem Spieltisch: zuerst aufstellen.</translation>
    </message>
    <message>
        <source>%1 is not of the side to move: this is the bound of %2.</source>
        <translation>%1 gehört nicht zur Seite am Zug: Dies ist der Zug von %2.</translation>
    </message>
    <message>
        <source>The battle is being set up: the first bound begins with its morale tests (Test all).</source>
        <translation>Die Schlacht wird aufgestellt: Der erste Zug beginnt mit seinen Moraltests (Alle testen).</translation>
    </message>
    <message>
        <source>The morale tests of this bound come first (Test all).</source>
        <translation>Die Moraltests dieses Zuges kommen zuerst (Alle testen).</translation>
    </message>
    <message>
        <source>%1 may not move: %2</source>
        <translation>%1 darf sich nicht bewegen: %2</translation>
    </message>
    <message>
        <source>%1 has used its whole move this bound.</source>
        <translation>%1 hat in diesem Zug ihre ganze Bewegung verbraucht.</translation>
    </message>
    <message>
        <source>%1 cannot move straight ahead: %2</source>
        <translation>%1 kann sich nicht geradeaus bewegen: %2</translation>
    </message>
    <message>
        <source>%1 has fired this bound.</source>
        <translation>%1 hat in diesem Zug gefeuert.</translation>
    </message>
    <message>
        <source>Only foot in line and unlimbered artillery fire.</source>
        <translation>Nur Fußvolk in Linie und abgeprotzte Artillerie feuern.</translation>
    </message>
    <message>
        <source>%1 is in melee: it fires at no other enemy.</source>
        <translation>%1 ist im Nahkampf: Sie feuert auf keinen anderen Feind.</translation>
    </message>
    <message>
        <source>No enemy is under the fire of %1 (in its front arc and range, and not in melee).</source>
        <translation>Kein Feind steht unter dem Feuer von %1 (in ihrem Frontsektor und ihrer Reichweite, und nicht im Nahkampf).</translation>
    </message>
    <message>
        <source>%1 is not under the fire of %2.</source>
        <translation>%1 steht nicht unter dem Feuer von %2.</translation>
    </message>
    <message>
        <source>There is no unit %1 on the table.</source>
        <translation>Es gibt keine Einheit %1 auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>Name the enemy unit %1 charges.</source>
        <translation>Die feindliche Einheit nennen, die %1 angreift.</translation>
    </message>
    <message>
        <source>Name the enemy unit %1 fires on.</source>
        <translation>Die feindliche Einheit nennen, auf die %1 feuert.</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2.</source>
        <translation>%1 gehört zur selben Seite wie %2.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet.</source>
        <translation>%1 ist noch nicht auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>Choose the formation %1 is to take.</source>
        <translation>Die Formation wählen, die %1 einnehmen soll.</translation>
    </message>
    <message>
        <source>%1 cannot form %2.</source>
        <translation>%1 kann die Formation %2 nicht einnehmen.</translation>
    </message>
    <message>
        <source>No unit of %1 has anything left to do this bound: end the bound.</source>
        <translation>Keine Einheit von %1 hat in diesem Zug noch etwas zu tun: den Zug beenden.</translation>
    </message>
    <message>
        <source>The referee overrides the rules: %1, %2, although %3</source>
        <translation>Der Schiedsrichter überstimmt die Regeln: %1, %2, obwohl %3</translation>
    </message>
    <message>
        <source>%1 moves %2 straight ahead.</source>
        <translation>%1 bewegt sich %2 geradeaus.</translation>
    </message>
    <message>
        <source>%1 fails on %2 in 6</source>
        <translation>%1 scheitert bei %2 von 6</translation>
    </message>
    <message>
        <source>%1 fires on %2; the morale test follows in its own bound (%3).</source>
        <translation>%1 feuert auf %2; der Moraltest folgt im eigenen Zug des Ziels (%3).</translation>
    </message>
    <message>
        <source>Rolled %1: the action fails; the unit stays where it is this bound.</source>
        <translation>Wurf %1: Die Aktion misslingt; die Einheit bleibt in diesem Zug, wo sie ist.</translation>
    </message>
    <message>
        <source>Rolled %1: the charge goes into contact.</source>
        <translation>Wurf %1: Der Angriff kommt in Kontakt.</translation>
    </message>
    <message>
        <source>Rolled %1: the charge falls short.</source>
        <translation>Wurf %1: Der Angriff erreicht das Ziel nicht.</translation>
    </message>
    <message>
        <source>Rolled %1: done; it may still move %2.</source>
        <translation>Wurf %1: Gelungen; die Einheit darf sich noch %2 bewegen.</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not charge (formation changes and fire only).</source>
        <translation>%1 hat Befehl zu halten: Sie greift nicht an (nur Formationswechsel und Feuer).</translation>
    </message>
    <message>
        <source>%1 has orders to retreat: it does not charge.</source>
        <translation>%1 hat Befehl zum Rückzug: Sie greift nicht an.</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not move (formation changes and fire only).</source>
        <translation>%1 hat Befehl zu halten: Sie bewegt sich nicht (nur Formationswechsel und Feuer).</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not withdraw from the melee.</source>
        <translation>%1 hat Befehl zu halten: Sie löst sich nicht aus dem Nahkampf.</translation>
    </message>
    <message>
        <source>%1 has orders to advance: it does not withdraw from the melee.</source>
        <translation>%1 hat Befehl vorzurücken: Sie löst sich nicht aus dem Nahkampf.</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not follow up.</source>
        <translation>%1 hat Befehl zu halten: Sie setzt nicht nach.</translation>
    </message>
    <message>
        <source>%1 has orders to retreat: it does not follow up.</source>
        <translation>%1 hat Befehl zum Rückzug: Sie setzt nicht nach.</translation>
    </message>
    <message>
        <source>it halts %1 short of %2: a move never ends in contact with an enemy, only a charge does.</source>
        <translation>Sie hält %1 vor %2 an: Eine Bewegung endet nie in Kontakt mit einem Feind, nur ein Angriff.</translation>
    </message>
    <message>
        <source>%1 would end %2 from %3: a move halts %4 short of an enemy; only a charge goes into contact.</source>
        <translation>%1 stünde %2 von %3 entfernt: Eine Bewegung hält %4 vor einem Feind an; nur ein Angriff führt in den Kontakt.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Battle</name>
    <message>
        <source>deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>%1 roll %2: all units start in column or limbered.</source>
        <translation>%1, Wurf %2: Alle Einheiten beginnen in Kolonne oder aufgeprotzt.</translation>
    </message>
    <message>
        <source>%1 roll %2: deployed as they wish.</source>
        <translation>%1, Wurf %2: Aufstellung nach Belieben.</translation>
    </message>
    <message>
        <source>%1 fires: fog in front of it.</source>
        <translation>%1 feuert: Pulverdampf davor.</translation>
    </message>
    <message>
        <source>morale test of %1</source>
        <translation>Moraltest von %1</translation>
    </message>
    <message>
        <source>%1 tests morale: %2 %3 = %4, passes.</source>
        <translation>%1 testet Moral: %2 %3 = %4, bestanden.</translation>
    </message>
    <message>
        <source>replacement for %1</source>
        <translation>Ersatz für %1</translation>
    </message>
    <message>
        <source>Successor of %1</source>
        <translation>Nachfolger von %1</translation>
    </message>
    <message>
        <source>%1 is killed; his successor is rated %2 (roll %3).</source>
        <translation>%1 fällt; sein Nachfolger hat den Wert %2 (Wurf %3).</translation>
    </message>
    <message>
        <source>orders after the death of %1</source>
        <translation>Befehle nach dem Tod von %1</translation>
    </message>
    <message>
        <source>Random orders (roll %1): %2.</source>
        <translation>Zufällige Befehle (Wurf %1): %2.</translation>
    </message>
    <message>
        <source>%1 routs and is removed.</source>
        <translation>%1 flieht und wird entfernt.</translation>
    </message>
    <message>
        <source>No such unit.</source>
        <translation>Keine solche Einheit.</translation>
    </message>
    <message>
        <source>Artillery cannot charge.</source>
        <translation>Artillerie kann nicht angreifen.</translation>
    </message>
    <message>
        <source>Only a unit in line may charge.</source>
        <translation>Nur eine Einheit in Linie darf angreifen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 attempts %2: %3 %4, %5.</source>
        <translation>%1 versucht %2: %3 %4, %5.</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>gelingt</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>nichts geschieht</translation>
    </message>
    <message>
        <source>No such general.</source>
        <translation>Kein solcher General.</translation>
    </message>
    <message>
        <source>%1 has already tried this bound.</source>
        <translation>%1 hat es in diesem Zug bereits versucht.</translation>
    </message>
    <message>
        <source>%1 changes orders</source>
        <translation>%1 ändert Befehle</translation>
    </message>
    <message>
        <source>%1 tries to change orders to %2: %3 %4, %5.</source>
        <translation>%1 versucht, die Befehle auf %2 zu ändern: %3 %4, %5.</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>%1 reaches %2: orders are now %3.</source>
        <translation>%1 erreicht %2: Die Befehle lauten jetzt %3.</translation>
    </message>
    <message>
        <source>%1 rides</source>
        <translation>%1 reitet</translation>
    </message>
    <message>
        <source>%1 is killed (roll 1); a replacement may be sent.</source>
        <translation>%1 fällt (Wurf 1); ein Ersatz kann geschickt werden.</translation>
    </message>
    <message>
        <source>%1 rides on (roll %2).</source>
        <translation>%1 reitet weiter (Wurf %2).</translation>
    </message>
    <message>
        <source>%1 through the fog</source>
        <translation>%1 durch den Pulverdampf</translation>
    </message>
    <message>
        <source>%1 charges through the fog: roll %2, 200p further.</source>
        <translation>%1 greift durch den Pulverdampf an: Wurf %2, 200p weiter.</translation>
    </message>
    <message>
        <source>%1 charges through the fog: roll %2, no extra move.</source>
        <translation>%1 greift durch den Pulverdampf an: Wurf %2, keine zusätzliche Bewegung.</translation>
    </message>
    <message>
        <source>The fog of %1 lifts.</source>
        <translation>Der Pulverdampf von %1 verzieht sich.</translation>
    </message>
    <message>
        <source>army break of %1</source>
        <translation>Armeebruch von %1</translation>
    </message>
    <message>
        <source>%1 have lost half their units: roll %2, the army routs and the battle is lost.</source>
        <translation>%1 haben die Hälfte ihrer Einheiten verloren: Wurf %2, die Armee flieht und die Schlacht ist verloren.</translation>
    </message>
    <message>
        <source>%1 have lost half their units: roll %2, they fight on.</source>
        <translation>%1 haben die Hälfte ihrer Einheiten verloren: Wurf %2, sie kämpfen weiter.</translation>
    </message>
    <message>
        <source>Bound %1 ends; %2, bound %3 of %4.</source>
        <translation>Zug %1 endet; %2, Zug %3 von %4.</translation>
    </message>
    <message>
        <source>Messenger %1 of %2</source>
        <translation>Melder %1 von %2</translation>
    </message>
    <message>
        <source>%1 sends %2 to %3: %4.</source>
        <translation>%1 sendet %2 an %3: %4.</translation>
    </message>
    <message>
        <source>%1 has no one left to ride to and is stood down.</source>
        <translation>%1 hat niemanden mehr, zu dem er reiten kann, und wird abgezogen.</translation>
    </message>
    <message>
        <source>%1 rides %2p towards %3, %4p still to go.</source>
        <translation>%1 reitet %2p in Richtung %3, noch %4p zu reiten.</translation>
    </message>
    <message>
        <source>%1 has already attempted an action this bound.</source>
        <translation>%1 hat in diesem Zug bereits eine Aktion versucht.</translation>
    </message>
    <message>
        <source>%1 has moved this bound: it cannot also attempt an action.</source>
        <translation>%1 hat sich in diesem Zug bewegt und kann nicht zusätzlich eine Aktion versuchen.</translation>
    </message>
    <message>
        <source>Choose the formation %1 is to take.</source>
        <translation>Die Formation wählen, die %1 einnehmen soll.</translation>
    </message>
    <message>
        <source>%1 cannot form %2.</source>
        <translation>%1 kann die Formation %2 nicht einnehmen.</translation>
    </message>
    <message>
        <source>%1 is already in %2.</source>
        <translation>%1 steht bereits in %2.</translation>
    </message>
    <message>
        <source>%1 is not in melee: there is nothing to withdraw from.</source>
        <translation>%1 ist nicht im Nahkampf: Es gibt nichts, aus dem sie sich lösen könnte.</translation>
    </message>
    <message>
        <source>%1 is not in melee, and no enemy left a melee with it last bound.</source>
        <translation>%1 ist nicht im Nahkampf, und kein Feind hat im letzten Zug einen Nahkampf mit ihr verlassen.</translation>
    </message>
    <message>
        <source>Name the enemy unit %1 charges.</source>
        <translation>Die feindliche Einheit nennen, die %1 angreift.</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2.</source>
        <translation>%1 gehört zur selben Seite wie %2.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet.</source>
        <translation>%1 ist noch nicht auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>%1 is out of reach: contact costs %2 of an allowance of %3.</source>
        <translation>%1 ist außer Reichweite: Der Kontakt kostet %2 von erlaubten %3.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2: the way is impassable.</source>
        <translation>%1 kann %2 nicht erreichen: Der Weg ist unpassierbar.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet: deploy it first.</source>
        <translation>%1 ist noch nicht auf dem Spieltisch: zuerst aufstellen.</translation>
    </message>
    <message>
        <source>%1 forms %2%3 and may move %4.</source>
        <translation>%1 formiert sich in %2%3 und darf sich %4 weit bewegen.</translation>
    </message>
    <message>
        <source>, mounted</source>
        <translation>, beritten</translation>
    </message>
    <message>
        <source>, on foot</source>
        <translation>, zu Fuß</translation>
    </message>
    <message>
        <source>%1 charges into contact with %2 (%3).</source>
        <translation>%1 greift %2 an und kommt in Kontakt (%3).</translation>
    </message>
    <message>
        <source>%1 charges %2 but falls short after %3.</source>
        <translation>%1 greift %2 an, erreicht das Ziel aber nach %3 nicht.</translation>
    </message>
    <message>
        <source>Free move straight ahead.</source>
        <translation>Freie Bewegung geradeaus.</translation>
    </message>
    <message>
        <source>Unlimbered artillery does not move.</source>
        <translation>Abgeprotzte Artillerie bewegt sich nicht.</translation>
    </message>
    <message>
        <source>Its action failed: it stays where it is this bound.</source>
        <translation>Ihre Aktion ist misslungen: Sie bleibt in diesem Zug an ihrem Platz.</translation>
    </message>
    <message>
        <source>Changed formation: half a move.</source>
        <translation>Formation gewechselt: halbe Bewegung.</translation>
    </message>
    <message>
        <source>It charged: that was its move.</source>
        <translation>Sie hat angegriffen: Das war ihre Bewegung.</translation>
    </message>
    <message>
        <source>A move with a wheel or a turn.</source>
        <translation>Eine Bewegung mit Schwenkung oder Wendung.</translation>
    </message>
    <message>
        <source>A move out of or after the melee.</source>
        <translation>Eine Bewegung aus dem Nahkampf heraus oder danach.</translation>
    </message>
    <message>
        <source>%1 waits: %2 is not on the table.</source>
        <translation>%1 wartet: %2 ist nicht auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>Change formation, then half move</source>
        <translation>Formation ändern, dann halbe Bewegung</translation>
    </message>
    <message>
        <source>Withdraw from melee</source>
        <translation>Aus dem Nahkampf lösen</translation>
    </message>
    <message>
        <source>Follow up melee</source>
        <translation>Im Nahkampf nachsetzen</translation>
    </message>
    <message>
        <source>Charge into contact</source>
        <translation>Angriff bis zum Kontakt</translation>
    </message>
    <message>
        <source>Move with a wheel or 180-degree turn</source>
        <translation>Bewegung mit Schwenkung oder 180-Grad-Wendung</translation>
    </message>
    <message>
        <source>There is no unit %1 on the table.</source>
        <translation>Es gibt keine Einheit %1 auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>%1 cannot join %2: it is a unit of the enemy.</source>
        <translation>%1 kann sich %2 nicht anschließen: Es ist eine feindliche Einheit.</translation>
    </message>
    <message>
        <source>%1 commands division %2; %3 is not of it.</source>
        <translation>%1 befehligt Division %2; %3 gehört nicht dazu.</translation>
    </message>
    <message>
        <source>%1 is in melee: it fights only its melee (withdraw or follow up) until the melee ends.</source>
        <translation>%1 ist im Nahkampf: Sie kämpft nur ihren Nahkampf (zurückziehen oder nachsetzen), bis er endet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 tests morale: %2 %3 = %4, fails (%n counter(s)).</source>
        <translation>
            <numerusform>%1 testet Moral: %2 %3 = %4, misslungen (%n Marker).</numerusform>
            <numerusform>%1 testet Moral: %2 %3 = %4, misslungen (%n Marker).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has ridden this bound: he rides once a bound.</source>
        <translation>%1 ist in diesem Zug schon geritten: Er reitet einmal pro Zug.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist beendet.</translation>
    </message>
    <message>
        <source>The battle is being set up: messengers ride from the first bound, in their side&apos;s movement.</source>
        <translation>Die Schlacht wird aufgestellt: Melder reiten ab dem ersten Zug, in der Bewegung ihrer Seite.</translation>
    </message>
    <message>
        <source>The messengers of %1 ride in their own bound; this is the bound of %2.</source>
        <translation>Die Melder von %1 reiten in ihrem eigenen Zug; dies ist der Zug von %2.</translation>
    </message>
    <message>
        <source>The morale tests of this bound come first (Test all); then the messengers of %1 ride.</source>
        <translation>Die Moraltests dieses Zuges kommen zuerst (Alle testen); danach reiten die Melder von %1.</translation>
    </message>
    <message>
        <source>The messengers of %1 have ridden this bound: each rides once a bound.</source>
        <translation>Die Melder von %1 sind in diesem Zug schon geritten: Jeder reitet einmal pro Zug.</translation>
    </message>
    <message>
        <source>No messenger of %1 is riding.</source>
        <translation>Kein Melder von %1 ist unterwegs.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::BattleState</name>
    <message>
        <source>Morale tests</source>
        <translation>Moraltests</translation>
    </message>
    <message>
        <source>Movement and actions</source>
        <translation>Bewegung und Aktionen</translation>
    </message>
    <message>
        <source>Battle over</source>
        <translation>Schlacht beendet</translation>
    </message>
    <message>
        <source>state of play: unknown phase &quot;%1&quot;.</source>
        <translation>Spielstand: unbekannte Phase &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>state of play: %1: &quot;movedPaces&quot; must be a number from 0 to 10000000.</source>
        <translation>Spielstand: %1: &quot;movedPaces&quot; muss eine Zahl von 0 bis 10000000 sein.</translation>
    </message>
    <message>
        <source>state of play: unknown factor &quot;%1&quot;.</source>
        <translation>Spielstand: unbekannter Faktor &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4.</source>
        <translation>%1: &quot;%2&quot; muss eine ganze Zahl von %3 bis %4 sein.</translation>
    </message>
    <message>
        <source>state of play</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>state of play: &quot;%1&quot; must be a list of ids.</source>
        <translation>Spielstand: &quot;%1&quot; muss eine Liste von IDs sein.</translation>
    </message>
    <message>
        <source>state of play: &quot;%1&quot; must map side ids to counts.</source>
        <translation>Spielstand: &quot;%1&quot; muss Seiten-IDs Anzahlen zuordnen.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::CombatAnalysis</name>
    <message>
        <source>Not in woods, buildings or on a steep slope (at least half of it inside).</source>
        <translation>Nicht in Wald, Gebäuden oder an einem Steilhang (mindestens zur Hälfte darin).</translation>
    </message>
    <message>
        <source>Stands in %1 (at least half of it inside).</source>
        <translation>Steht in %1 (mindestens zur Hälfte darin).</translation>
    </message>
    <message>
        <source>Only artillery fires at it, the nearest at %1.</source>
        <translation>Nur Artillerie feuert auf sie, die nächste auf %1.</translation>
    </message>
    <message>
        <source>Foot or close artillery fire at it.</source>
        <translation>Infanterie oder Artillerie auf kurze Entfernung feuert auf sie.</translation>
    </message>
    <message>
        <source>Not under fire.</source>
        <translation>Nicht unter Beschuss.</translation>
    </message>
    <message>
        <source>Dismounted dragoons: always in single line.</source>
        <translation>Abgesessene Dragoner: immer in einfacher Linie.</translation>
    </message>
    <message>
        <source>Formation: %1.</source>
        <translation>Formation: %1.</translation>
    </message>
    <message>
        <source>Foot in double line.</source>
        <translation>Infanterie in doppelter Linie.</translation>
    </message>
    <message>
        <source>%1 under fire.</source>
        <translation>%1 unter Beschuss.</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Limbered artillery</source>
        <translation>Aufgeprotzte Artillerie</translation>
    </message>
    <message>
        <source>Not horse or limbered artillery under fire.</source>
        <translation>Weder Kavallerie noch aufgeprotzte Artillerie unter Beschuss.</translation>
    </message>
    <message>
        <source>Charged in bound %1.</source>
        <translation>In Zug %1 angegriffen.</translation>
    </message>
    <message>
        <source>Charged in bound %1, not the last bound.</source>
        <translation>In Zug %1 angegriffen, nicht im letzten Zug.</translation>
    </message>
    <message>
        <source>Not charged.</source>
        <translation>Nicht angegriffen.</translation>
    </message>
    <message>
        <source>%1 enemy elements in contact.</source>
        <translation>%1 feindliche Elemente in Kontakt.</translation>
    </message>
    <message>
        <source>In melee with %1.</source>
        <translation>Im Nahkampf mit %1.</translation>
    </message>
    <message>
        <source>Not foot or artillery in melee with horse.</source>
        <translation>Weder Infanterie noch Artillerie im Nahkampf mit Kavallerie.</translation>
    </message>
    <message>
        <source>Dragoons.</source>
        <translation>Dragoner.</translation>
    </message>
    <message>
        <source>Not dragoons.</source>
        <translation>Keine Dragoner.</translation>
    </message>
    <message>
        <source>No general with its division.</source>
        <translation>Kein General bei ihrer Division.</translation>
    </message>
    <message>
        <source>With its division: %1.</source>
        <translation>Bei ihrer Division: %1.</translation>
    </message>
    <message>
        <source>Supported by %1 within %2 behind.</source>
        <translation>Unterstützt von %1 innerhalb von %2 dahinter.</translation>
    </message>
    <message>
        <source>No friendly unit within %1 behind.</source>
        <translation>Keine befreundete Einheit innerhalb von %1 dahinter.</translation>
    </message>
    <message>
        <source>%1 wholly behind its flank or rear line within %2.</source>
        <translation>%1 ganz hinter ihrer Flanke oder rückwärtigen Linie innerhalb von %2.</translation>
    </message>
    <message>
        <source>No enemy wholly behind its flank or rear line within %1.</source>
        <translation>Kein Feind ganz hinter ihrer Flanke oder rückwärtigen Linie innerhalb von %1.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::DivisionCheck</name>
    <message numerus="yes">
        <source>%1 (%2) has %n unit(s); a division has %3 to %4.</source>
        <translation>
            <numerusform>%1 (%2) hat %n Einheit; eine Division hat %3 bis %4.</numerusform>
            <numerusform>%1 (%2) hat %n Einheiten; eine Division hat %3 bis %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Factor</name>
    <message>
        <source>Favourable terrain</source>
        <translation>Günstiges Gelände</translation>
    </message>
    <message>
        <source>Only shot at by artillery at long range</source>
        <translation>Nur von Artillerie auf große Entfernung beschossen</translation>
    </message>
    <message>
        <source>In column or limbered</source>
        <translation>In Kolonne oder aufgeprotzt</translation>
    </message>
    <message>
        <source>Unsupported</source>
        <translation>Ohne Unterstützung</translation>
    </message>
    <message>
        <source>Horse or limbered artillery under fire</source>
        <translation>Kavallerie oder aufgeprotzte Artillerie unter Beschuss</translation>
    </message>
    <message>
        <source>First bound after being charged</source>
        <translation>Erster Zug nach erlittenem Angriff</translation>
    </message>
    <message>
        <source>Enemy elements in contact beyond two</source>
        <translation>Feindliche Elemente in Kontakt über zwei hinaus</translation>
    </message>
    <message>
        <source>Foot or artillery in melee with horse</source>
        <translation>Infanterie oder Artillerie im Nahkampf mit Kavallerie</translation>
    </message>
    <message>
        <source>Enemy behind flank or rear</source>
        <translation>Feind hinter Flanke oder Rücken</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>General&apos;s rating</source>
        <translation>Wert des Generals</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::HouseRules</name>
    <message>
        <source>%1: must be a number from %2 to %3</source>
        <translation>%1: muss eine Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>wheelCostOuterCorner: must be true or false</source>
        <translation>wheelCostOuterCorner: muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::movement</name>
    <message>
        <source>%1 has orders to hold: it does not move (formation changes and fire only).</source>
        <translation>%1 hat Befehl zu halten: Sie bewegt sich nicht (nur Formationswechsel und Feuer).</translation>
    </message>
    <message>
        <source>%1 has orders to advance: this move ends %2 farther from the nearest enemy (%3).</source>
        <translation>%1 hat Befehl vorzurücken: Diese Bewegung endet %2 weiter vom nächsten Feind (%3) entfernt.</translation>
    </message>
    <message>
        <source>%1 has orders to retreat: this move does not take it farther from %2.</source>
        <translation>%1 hat Befehl zum Rückzug: Diese Bewegung bringt sie nicht weiter von %2 weg.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeApplication</name>
    <message>
        <source>%1 stops at the table edge, %2 short of the move.</source>
        <translation>%1 hält am Rand des Spieltischs, %2 vor dem Ende der Bewegung.</translation>
    </message>
    <message>
        <source>%1 stops %2 short of the move: %3 stands in its way.</source>
        <translation>%1 hält %2 vor dem Ende der Bewegung: %3 steht im Weg.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeProcedure</name>
    <message>
        <source>Charge refused: %1</source>
        <translation>Angriff abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 declares a charge on %2, %3 away.</source>
        <translation>%1 erklärt einen Angriff auf %2, %3 entfernt.</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>Aktivierung</translation>
    </message>
    <message>
        <source>%1 activates: %2 on %3, needs %4+.</source>
        <translation>%1 wird aktiviert: %2 bei %3, benötigt %4+.</translation>
    </message>
    <message>
        <source>%1 fails to activate: %2 on %3, needs %4+.</source>
        <translation>%1 wird nicht aktiviert: %2 bei %3, benötigt %4+.</translation>
    </message>
    <message>
        <source>%1 fails to activate; no charge.</source>
        <translation>%1 wird nicht aktiviert; kein Angriff.</translation>
    </message>
    <message>
        <source>Attacker moves to %1 from the target.</source>
        <translation>Der Angreifer rückt bis auf %1 an das Ziel heran.</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3 from %4.</source>
        <translation>%1 rückt von %2 auf %3 an %4 heran.</translation>
    </message>
    <message>
        <source>%1 fires at %2: the attacker is already within %3.</source>
        <translation>%1 feuert auf %2: Der Angreifer ist bereits innerhalb von %3.</translation>
    </message>
    <message>
        <source>%1 evades the charge.</source>
        <translation>%1 weicht dem Angriff aus.</translation>
    </message>
    <message>
        <source>%1 stands to receive the charge.</source>
        <translation>%1 erwartet den Angriff.</translation>
    </message>
    <message>
        <source>Defender evades: suggested %1 back.</source>
        <translation>Der Verteidiger weicht aus: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>%1 evades; the charge ends.</source>
        <translation>%1 weicht aus; der Angriff endet.</translation>
    </message>
    <message>
        <source>fire discipline</source>
        <translation>Feuerdisziplin</translation>
    </message>
    <message>
        <source>%1 holds its fire (%2%3 on %4, needs %5+); the attacker comes to %6 and the defender fires.</source>
        <translation>%1 hält das Feuer zurück (%2%3 bei %4, benötigt %5+); der Angreifer kommt auf %6 heran, und der Verteidiger feuert.</translation>
    </message>
    <message>
        <source>%1 holds its fire (%2%3 on %4, needs %5+); the attacker comes 1&quot; closer, to %6.</source>
        <translation>%1 hält das Feuer zurück (%2%3 bei %4, benötigt %5+); der Angreifer kommt 1&quot; näher, auf %6.</translation>
    </message>
    <message>
        <source>%1 fires (%2%3 on %4, needs %5+ to hold) with the attacker at %6.</source>
        <translation>%1 feuert (%2%3 bei %4, benötigt %5+ zum Zurückhalten), während der Angreifer auf %6 steht.</translation>
    </message>
    <message>
        <source> %1 In Smoke</source>
        <translation> %1 im Pulverdampf</translation>
    </message>
    <message>
        <source>%1 loses %2% (%3) to the defender&apos;s fire while closing: %4.</source>
        <translation>%1 verliert beim Heranrücken %2% (%3) durch das Feuer des Verteidigers: %4.</translation>
    </message>
    <message>
        <source>class dice</source>
        <translation>Klassenwürfel</translation>
    </message>
    <message>
        <source>Charge: %1 %2 %3 = %4 against %5 %6 %7 = %8, net %9 on the %10 chart: %11</source>
        <translation>Angriff: %1 %2 %3 = %4 gegen %5 %6 %7 = %8, netto %9 auf der Tabelle „%10“: %11</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>(cavalry does not firefight: shifted from FIREFIGHT)</source>
        <translation>(Kavallerie führt kein Feuergefecht: verschoben von FEUERGEFECHT)</translation>
    </message>
    <message>
        <source>ride down</source>
        <translation>Niederreiten</translation>
    </message>
    <message>
        <source>Ride down: %1 %2%3 = %4 against %5 %6%7 (melee modifier -8) = %8; %1 loses %9, %5 loses %10.</source>
        <translation>Niederreiten: %1 %2%3 = %4 gegen %5 %6%7 (Nahkampfmodifikator -8) = %8; %1 verliert %9, %5 verliert %10.</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>Ergeben</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3% (%4) surrender, the remaining %5 rout.</source>
        <translation>%1 würfelt %2: %3% (%4) ergeben sich, die übrigen %5 fliehen.</translation>
    </message>
    <message>
        <source>The rest of the defender routs: suggested %1 back.</source>
        <translation>Der Rest des Verteidigers flieht: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>Defender routs: suggested %1 back.</source>
        <translation>Der Verteidiger flieht: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>Defender falls back broken: suggested %1 back.</source>
        <translation>Der Verteidiger fällt gebrochen zurück: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>Defender recoils disordered: suggested %1 back.</source>
        <translation>Der Verteidiger weicht ungeordnet zurück: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>Defender recoils %1.</source>
        <translation>Der Verteidiger weicht %1 zurück.</translation>
    </message>
    <message>
        <source>Attacker closes to contact: melee.</source>
        <translation>Der Angreifer schließt auf Kontakt auf: Nahkampf.</translation>
    </message>
    <message>
        <source>Attacker halts at %1.</source>
        <translation>Der Angreifer hält bei %1.</translation>
    </message>
    <message>
        <source>Attacker staggers to a halt at %1, disordered.</source>
        <translation>Der Angreifer kommt bei %1 ungeordnet zum Stehen.</translation>
    </message>
    <message>
        <source>Attacker thrown back broken: suggested %1 back.</source>
        <translation>Der Angreifer wird gebrochen zurückgeworfen: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>Attacker routs: suggested %1 back.</source>
        <translation>Der Angreifer flieht: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>The rest of the attacker routs: suggested %1 back.</source>
        <translation>Der Rest des Angreifers flieht: vorgeschlagen %1 zurück.</translation>
    </message>
    <message>
        <source>Blown: the attacker halts just outside %1.</source>
        <translation>Erschöpft: Der Angreifer hält knapp außerhalb von %1.</translation>
    </message>
    <message>
        <source>No pursuit after this result.</source>
        <translation>Nach diesem Ergebnis keine Verfolgung.</translation>
    </message>
    <message>
        <source>No target within %1 for a continued charge.</source>
        <translation>Kein Ziel innerhalb von %1 für einen fortgesetzten Angriff.</translation>
    </message>
    <message>
        <source>%1 may continue the charge against: %2.</source>
        <translation>%1 darf den Angriff fortsetzen gegen: %2.</translation>
    </message>
    <message>
        <source>Attacker comes to %1 from the target: the defender held its fire.</source>
        <translation>Der Angreifer rückt bis auf %1 an das Ziel heran: Der Verteidiger hielt sein Feuer zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <comment>casualties of a ride down</comment>
        <translation>
            <numerusform>%n Mann</numerusform>
            <numerusform>%n Mann</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeRecord</name>
    <message>
        <source>charge in progress: too many steps.</source>
        <translation>laufender Angriff: zu viele Schritte.</translation>
    </message>
    <message>
        <source>charge in progress: unknown step &quot;%1&quot;.</source>
        <translation>laufender Angriff: unbekannter Schritt &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: a die face must be a whole number from 0 to 1000.</source>
        <translation>laufender Angriff: Eine Augenzahl muss eine ganze Zahl von 0 bis 1000 sein.</translation>
    </message>
    <message>
        <source>charge in progress: the step &quot;%1&quot; lacks its dice.</source>
        <translation>laufender Angriff: Dem Schritt &quot;%1&quot; fehlen seine Würfel.</translation>
    </message>
    <message>
        <source>charge in progress: the step &quot;%1&quot; does not follow.</source>
        <translation>laufender Angriff: Der Schritt &quot;%1&quot; ist hier nicht an der Reihe.</translation>
    </message>
    <message>
        <source>charge in progress: the step &quot;%1&quot; has dice it did not throw.</source>
        <translation>laufender Angriff: Der Schritt &quot;%1&quot; hat Würfel, die er nicht geworfen hat.</translation>
    </message>
    <message>
        <source>charge in progress: its steps do not replay.</source>
        <translation>laufender Angriff: Seine Schritte lassen sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>That is not the next step of this charge.</source>
        <translation>Das ist nicht der nächste Schritt dieses Angriffs.</translation>
    </message>
    <message>
        <source>charge in progress: &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>laufender Angriff: &quot;%1&quot; muss eine ganze Zahl von %2 bis %3 sein.</translation>
    </message>
    <message>
        <source>charge in progress: &quot;%1&quot; must be a number from %2 to %3.</source>
        <translation>laufender Angriff: &quot;%1&quot; muss eine Zahl von %2 bis %3 sein.</translation>
    </message>
    <message>
        <source>charge in progress: unknown %1 &quot;%2&quot;.</source>
        <translation>laufender Angriff: %1 &quot;%2&quot; unbekannt.</translation>
    </message>
    <message>
        <source>charge in progress: a unit has no id.</source>
        <translation>laufender Angriff: Eine Einheit hat keine ID.</translation>
    </message>
    <message>
        <source>charge in progress: a town block has no stands.</source>
        <translation>laufender Angriff: Ein Häuserblock hat keine Basen.</translation>
    </message>
    <message>
        <source>charge in progress: unknown approach &quot;%1&quot;.</source>
        <translation>laufender Angriff: unbekannte Annäherung &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: unknown cover &quot;%1&quot;.</source>
        <translation>laufender Angriff: unbekannte Deckung &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: the ground held must be [x, y, facing].</source>
        <translation>laufender Angriff: Die gehaltene Stellung muss [x, y, Ausrichtung] sein.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::Chart</name>
    <message>
        <source>The defender rolls 1d10 to determine the percentage of the unit which surrenders. The remaining figures rout. Attacker may occupy.</source>
        <translation>Der Verteidiger würfelt 1d10, um den Prozentsatz der Einheit zu bestimmen, der sich ergibt. Die übrigen Figuren fliehen. Der Angreifer darf die Stellung besetzen.</translation>
    </message>
    <message>
        <source>Defender routs. Attacker may continue.</source>
        <translation>Der Verteidiger flieht. Der Angreifer darf fortsetzen.</translation>
    </message>
    <message>
        <source>Defender falls back broken. Attacker may occupy and fire.</source>
        <translation>Der Verteidiger fällt gebrochen zurück. Der Angreifer darf die Stellung besetzen und feuern.</translation>
    </message>
    <message>
        <source>Defender recoils disordered. Attacker may occupy and fire.</source>
        <translation>Der Verteidiger weicht ungeordnet zurück. Der Angreifer darf die Stellung besetzen und feuern.</translation>
    </message>
    <message>
        <source>Defender recoils 2&quot;. Attacker may occupy and fire.</source>
        <translation>Der Verteidiger weicht 2&quot; zurück. Der Angreifer darf die Stellung besetzen und feuern.</translation>
    </message>
    <message>
        <source>FIREFIGHT</source>
        <translation>FEUERGEFECHT</translation>
    </message>
    <message>
        <source>MELEE!</source>
        <translation>NAHKAMPF!</translation>
    </message>
    <message>
        <source>Attacker halts at 3&quot; and may fire.</source>
        <translation>Der Angreifer hält bei 3&quot; und darf feuern.</translation>
    </message>
    <message>
        <source>Attacker staggers to a halt at 4&quot;, disordered and may fire.</source>
        <translation>Der Angreifer kommt bei 4&quot; ungeordnet zum Stehen und darf feuern.</translation>
    </message>
    <message>
        <source>Attacker is thrown back broken.</source>
        <translation>Der Angreifer wird gebrochen zurückgeworfen.</translation>
    </message>
    <message>
        <source>Attacker disintegrates into a rout.</source>
        <translation>Der Angreifer löst sich in wilder Flucht auf.</translation>
    </message>
    <message>
        <source>The attacker rolls 1d10 to determine the percentage of the unit which surrenders. The remaining figures rout.</source>
        <translation>Der Angreifer würfelt 1d10, um den Prozentsatz der Einheit zu bestimmen, der sich ergibt. Die übrigen Figuren fliehen.</translation>
    </message>
    <message>
        <source>MELEE! The attacking cavalry is Blown.</source>
        <translation>NAHKAMPF! Die angreifende Kavallerie ist erschöpft.</translation>
    </message>
    <message>
        <source>Defender recoils 2&quot;. The attacking cavalry is Blown and halts just outside 4&quot;.</source>
        <translation>Der Verteidiger weicht 2&quot; zurück. Die angreifende Kavallerie ist erschöpft und hält knapp außerhalb von 4&quot;.</translation>
    </message>
    <message>
        <source>The attacking cavalry staggers to a halt just outside 4&quot;, disordered and Blown.</source>
        <translation>Die angreifende Kavallerie kommt knapp außerhalb von 4&quot; ungeordnet und erschöpft zum Stehen.</translation>
    </message>
    <message>
        <source>The attacking cavalry is Blown and halts just outside 4&quot;.</source>
        <translation>Die angreifende Kavallerie ist erschöpft und hält knapp außerhalb von 4&quot;.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::HouseRules</name>
    <message>
        <source>House rule &quot;rideDown&quot; must be a list of charge result ids.</source>
        <translation>Die Hausregel &quot;rideDown&quot; muss eine Liste von IDs von Angriffsergebnissen sein.</translation>
    </message>
    <message>
        <source>House rule &quot;rideDown&quot; names an unknown charge result &quot;%1&quot;.</source>
        <translation>Die Hausregel &quot;rideDown&quot; nennt ein unbekanntes Angriffsergebnis &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>House rule &quot;%1&quot; must be a table by troop type or class.</source>
        <translation>Die Hausregel &quot;%1&quot; muss eine Tabelle nach Truppengattung oder Klasse sein.</translation>
    </message>
    <message>
        <source>House rule &quot;rideDown&quot; names the charge result &quot;%1&quot; twice.</source>
        <translation>Die Hausregel &quot;rideDown&quot; nennt das Angriffsergebnis &quot;%1&quot; zweimal.</translation>
    </message>
    <message>
        <source>House rule &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>Die Hausregel &quot;%1&quot; muss eine ganze Zahl von %2 bis %3 sein.</translation>
    </message>
    <message>
        <source>House rule &quot;%1&quot; must be a distance from 0 to 100 inches.</source>
        <translation>Die Hausregel &quot;%1&quot; muss eine Entfernung von 0 bis 100 Zoll sein.</translation>
    </message>
    <message>
        <source>House rule &quot;movementAllowances&quot; must be true or false.</source>
        <translation>Die Hausregel &quot;movementAllowances&quot; muss true oder false sein.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::MeleeFight</name>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Both %1 and %2 retreat; the melee ends.</source>
        <translation>Sowohl %1 als auch %2 ziehen sich zurück; der Nahkampf endet.</translation>
    </message>
    <message>
        <source>%1 retreats; the melee ends.</source>
        <translation>%1 zieht sich zurück; der Nahkampf endet.</translation>
    </message>
    <message>
        <source>a tie; both sides check morale</source>
        <translation>Gleichstand; beide Seiten testen die Moral</translation>
    </message>
    <message>
        <source>Neither side retreats; the melee continues next turn (turn %1).</source>
        <translation>Keine Seite weicht zurück; der Nahkampf geht im nächsten Zug weiter (Zug %1).</translation>
    </message>
    <message>
        <source>Melee round %1: %2 %3%4 = %5 against %6 %7%8 = %9, %10; %2 loses %11 (%12), %6 loses %13 (%14).</source>
        <translation>Nahkampfrunde %1: %2 %3%4 = %5 gegen %6 %7%8 = %9, %10; %2 verliert %11 (%12), %6 verliert %13 (%14).</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>casualty steps lost in a melee round</comment>
        <translation>
            <numerusform>%n Stufe</numerusform>
            <numerusform>%n Stufen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::MeleeRecord</name>
    <message>
        <source>melee in progress: the step &quot;%1&quot; does not follow.</source>
        <translation>laufender Nahkampf: Der Schritt &quot;%1&quot; ist hier nicht an der Reihe.</translation>
    </message>
    <message>
        <source>melee in progress: the step &quot;%1&quot; has dice it did not throw.</source>
        <translation>laufender Nahkampf: Der Schritt &quot;%1&quot; hat Würfel, die er nicht geworfen hat.</translation>
    </message>
    <message>
        <source>That is not the next step of this melee.</source>
        <translation>Das ist nicht der nächste Schritt dieses Nahkampfs.</translation>
    </message>
    <message>
        <source>melee in progress: a fighter is incomplete.</source>
        <translation>laufender Nahkampf: Ein Kämpfer ist unvollständig.</translation>
    </message>
    <message>
        <source>melee in progress: its casualty step or turn is out of range.</source>
        <translation>laufender Nahkampf: Seine Verluststufe oder Runde liegt außerhalb des Bereichs.</translation>
    </message>
    <message>
        <source>melee in progress: too many steps.</source>
        <translation>laufender Nahkampf: zu viele Schritte.</translation>
    </message>
    <message>
        <source>melee in progress: a melee modifier must be a whole number from -100 to 100.</source>
        <translation>laufender Nahkampf: Ein Nahkampfmodifikator muss eine ganze Zahl von -100 bis 100 sein.</translation>
    </message>
    <message>
        <source>melee in progress: unknown step &quot;%1&quot;.</source>
        <translation>laufender Nahkampf: unbekannter Schritt &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>melee in progress: a die face must be a whole number from 0 to 1000.</source>
        <translation>laufender Nahkampf: Eine Augenzahl muss eine ganze Zahl von 0 bis 1000 sein.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::Modifier</name>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Standing Cav.</source>
        <translation>Stehende Kav.</translation>
    </message>
    <message>
        <source>Closing Cas. ea. 10%</source>
        <translation>Annäherungsverl. je 10%</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <source>Charging Downhill</source>
        <translation>Angriff bergab</translation>
    </message>
    <message>
        <source>Cav. vs Inf. Line</source>
        <translation>Kav. gg. Inf.-Linie</translation>
    </message>
    <message>
        <source>Cav. vs Inf. Column</source>
        <translation>Kav. gg. Inf.-Kolonne</translation>
    </message>
    <message>
        <source>Cav. vs Square</source>
        <translation>Kav. gg. Karree</translation>
    </message>
    <message>
        <source>Cav vs Closed Column</source>
        <translation>Kav. gg. geschl. Kolonne</translation>
    </message>
    <message>
        <source>Hv. Cav. vs Lt. Cav.</source>
        <translation>Schw. Kav. gg. leichte Kav.</translation>
    </message>
    <message>
        <source>Inf. vs Square</source>
        <translation>Inf. gg. Karree</translation>
    </message>
    <message>
        <source>Leader Attached</source>
        <translation>Anführer beigeordnet</translation>
    </message>
    <message>
        <source>Charging Flank</source>
        <translation>Angriff in die Flanke</translation>
    </message>
    <message>
        <source>Charging Rear</source>
        <translation>Angriff in den Rücken</translation>
    </message>
    <message>
        <source>CW difference</source>
        <translation>CW-Differenz</translation>
    </message>
    <message>
        <source>Rout/Broken</source>
        <translation>Flucht/gebrochen</translation>
    </message>
    <message>
        <source>Secure Flanks, ea</source>
        <translation>Gesicherte Flanken, je</translation>
    </message>
    <message>
        <source>General Order</source>
        <translation>Allgemeiner Befehl</translation>
    </message>
    <message>
        <source>In Cover</source>
        <translation>In Deckung</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ModifierList</name>
    <message>
        <source>%1% closing casualties from the defender&apos;s fire: -2 for each 10%.</source>
        <translation>%1% Annäherungsverluste durch das Feuer des Verteidigers: -2 je 10%.</translation>
    </message>
    <message>
        <source>Mass: %1.</source>
        <translation>Masse: %1.</translation>
    </message>
    <message>
        <source>No mass advantage: %1 against %2.</source>
        <translation>Kein Massevorteil: %1 gegen %2.</translation>
    </message>
    <message>
        <source>Charging downhill.</source>
        <translation>Angriff bergab.</translation>
    </message>
    <message>
        <source>Not charging downhill.</source>
        <translation>Kein Angriff bergab.</translation>
    </message>
    <message>
        <source>Cavalry charges %1 in %2.</source>
        <translation>Kavallerie greift %1 in %2 an.</translation>
    </message>
    <message>
        <source>The attacker is not cavalry.</source>
        <translation>Der Angreifer ist keine Kavallerie.</translation>
    </message>
    <message>
        <source>The target is %1 in %2.</source>
        <translation>Das Ziel ist %1 in %2.</translation>
    </message>
    <message>
        <source>%1 charges %2.</source>
        <translation>%1 greift %2 an.</translation>
    </message>
    <message>
        <source>%1 charges a target in %2.</source>
        <translation>%1 greift ein Ziel in %2 an.</translation>
    </message>
    <message>
        <source>%1 (rating %2) is attached.</source>
        <translation>%1 (Wert %2) ist beigeordnet.</translation>
    </message>
    <message>
        <source>No leader attached.</source>
        <translation>Kein Anführer beigeordnet.</translation>
    </message>
    <message>
        <source>The attacker starts in the defender&apos;s %1 arc.</source>
        <translation>Der Angreifer beginnt im Sektor „%1“ des Verteidigers.</translation>
    </message>
    <message>
        <source>CW %1 against %2.</source>
        <translation>CW %1 gegen %2.</translation>
    </message>
    <message>
        <source>%1 is routed or broken.</source>
        <translation>%1 ist in Flucht oder gebrochen.</translation>
    </message>
    <message>
        <source>%1 is neither routed nor broken.</source>
        <translation>%1 ist weder in Flucht noch gebrochen.</translation>
    </message>
    <message>
        <source>The referee&apos;s call: whether the defender acts under a General Order.</source>
        <translation>Ermessen des Schiedsrichters: ob der Verteidiger unter einem allgemeinen Befehl handelt.</translation>
    </message>
    <message>
        <source>The defender is in the open.</source>
        <translation>Der Verteidiger steht im offenen Gelände.</translation>
    </message>
    <message>
        <source>Town fight, block against block: average CW of the stands involved, %1 against %2 (%3; %4), rounded.</source>
        <translation>Ortskampf, Häuserblock gegen Häuserblock: durchschnittlicher CW der beteiligten Basen, %1 gegen %2 (%3; %4), gerundet.</translation>
    </message>
    <message>
        <source>%1 charges into a town: treated normally.</source>
        <translation>%1 greift in einen Ort an: normal behandelt.</translation>
    </message>
    <message>
        <source>%1 is not in a town block: treated normally.</source>
        <translation>%1 ist in keinem Häuserblock: normal behandelt.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>closed column</source>
        <translation>geschlossene Kolonne</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Karree</translation>
    </message>
    <message>
        <source>other order</source>
        <translation>andere Formation</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>leichte Kavallerie</translation>
    </message>
    <message>
        <source>heavy cavalry</source>
        <translation>schwere Kavallerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>%1 against none</source>
        <translation>%1 gegen niemanden</translation>
    </message>
    <message>
        <source>%1 against %2 (%3x)</source>
        <translation>%1 gegen %2 (%3x)</translation>
    </message>
    <message>
        <source>%1 is Shaken.</source>
        <translation>%1 ist erschüttert.</translation>
    </message>
    <message>
        <source>%1 is not Shaken.</source>
        <translation>%1 ist nicht erschüttert.</translation>
    </message>
    <message>
        <source>%1 is Disordered.</source>
        <translation>%1 ist ungeordnet.</translation>
    </message>
    <message>
        <source>%1 is not Disordered.</source>
        <translation>%1 ist nicht ungeordnet.</translation>
    </message>
    <message>
        <source>The defender holds under a General Order.</source>
        <translation>Der Verteidiger steht unter einem allgemeinen Befehl.</translation>
    </message>
    <message>
        <source>The defender is not under a General Order.</source>
        <translation>Der Verteidiger steht nicht unter einem allgemeinen Befehl.</translation>
    </message>
    <message>
        <source>The attacking cavalry charges from a stand.</source>
        <translation>Die angreifende Kavallerie greift aus dem Stand an.</translation>
    </message>
    <message>
        <source>The attacker does not charge from a stand.</source>
        <translation>Der Angreifer greift nicht aus dem Stand an.</translation>
    </message>
    <message>
        <source>The referee&apos;s call: whether the attacking cavalry charges from a stand.</source>
        <translation>Ermessen des Schiedsrichters: ob die angreifende Kavallerie aus dem Stand angreift.</translation>
    </message>
    <message>
        <source>The defender is in %1.</source>
        <translation>Der Verteidiger steht in %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n secure flank(s).</source>
        <translation>
            <numerusform>%n gesicherte Flanke.</numerusform>
            <numerusform>%n gesicherte Flanken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::Refusal</name>
    <message>
        <source>%1 is routed or broken and cannot charge.</source>
        <translation>%1 ist in Flucht oder gebrochen und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>%1 cannot charge: the house rules give its type no charge reach.</source>
        <translation>%1 kann nicht angreifen: Die Hausregeln geben seiner Gattung keine Angriffsreichweite.</translation>
    </message>
    <message>
        <source>%1 is out of reach: %2 away, %3 may charge at most %4.</source>
        <translation>%1 ist außer Reichweite: %2 entfernt, %3 darf höchstens %4 weit angreifen.</translation>
    </message>
    <message>
        <source>Cavalry may never charge a target that is in cover: %1 is in %2.</source>
        <translation>Kavallerie darf nie ein Ziel in Deckung angreifen: %1 steht in %2.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::TableCharge</name>
    <message>
        <source>left flank secured by %1</source>
        <translation>linke Flanke gesichert durch %1</translation>
    </message>
    <message>
        <source>right flank secured by %1</source>
        <translation>rechte Flanke gesichert durch %1</translation>
    </message>
    <message>
        <source>%1 (within %2).</source>
        <translation>%1 (innerhalb von %2).</translation>
    </message>
    <message>
        <source>There is no unit &quot;%1&quot; on the table.</source>
        <translation>Es gibt keine Einheit &quot;%1&quot; auf dem Spieltisch.</translation>
    </message>
    <message>
        <source>A unit cannot charge itself.</source>
        <translation>Eine Einheit kann nicht sich selbst angreifen.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same side.</source>
        <translation>%1 und %2 gehören zur selben Seite.</translation>
    </message>
    <message>
        <source>%1&apos;s centre is %2 behind the line of %3&apos;s rear edge: rear.</source>
        <translation>Die Mitte von %1 liegt %2 hinter der Linie der Rückkante von %3: Rücken.</translation>
    </message>
    <message>
        <source>%1&apos;s centre is %2 behind the line of %3&apos;s front edge, not behind its rear: flank.</source>
        <translation>Die Mitte von %1 liegt %2 hinter der Linie der Frontkante von %3, nicht hinter seiner Rückkante: Flanke.</translation>
    </message>
    <message>
        <source>%1&apos;s centre is not behind the line of %2&apos;s front edge: front.</source>
        <translation>Die Mitte von %1 liegt nicht hinter der Linie der Frontkante von %2: Front.</translation>
    </message>
    <message>
        <source>%1 stands at %2, %3 at %4.</source>
        <translation>%1 steht bei %2, %3 bei %4.</translation>
    </message>
    <message>
        <source>%1 stands in the open (not half of it inside any cover).</source>
        <translation>%1 steht im offenen Gelände (nicht zur Hälfte in einer Deckung).</translation>
    </message>
    <message>
        <source>%1 is not on the table yet: deploy it first.</source>
        <translation>%1 ist noch nicht auf dem Spieltisch: zuerst aufstellen.</translation>
    </message>
    <message>
        <source>%1 is not cavalry.</source>
        <translation>%1 ist keine Kavallerie.</translation>
    </message>
    <message>
        <source>%1 holds under a General Order (marked by the referee).</source>
        <translation>%1 steht unter einem allgemeinen Befehl (vom Schiedsrichter markiert).</translation>
    </message>
    <message>
        <source>%1 is not marked under a General Order.</source>
        <translation>%1 ist nicht als unter einem allgemeinen Befehl markiert.</translation>
    </message>
    <message>
        <source>%1 stands in %2 (at least half of it inside): %3.</source>
        <translation>%1 steht in %2 (mindestens zur Hälfte darin): %3.</translation>
    </message>
    <message>
        <source>%1 is cavalry %2 from %3 when it declares, at or inside 4&quot;: it charges from a stand, with no run-up.</source>
        <translation>%1 ist Kavallerie, bei der Ansage %2 von %3 entfernt, also höchstens 4&quot;: Sie greift aus dem Stand an, ohne Anlauf.</translation>
    </message>
    <message>
        <source>%1 is cavalry %2 from %3 when it declares: it has a run-up to 4&quot;, not a stand.</source>
        <translation>%1 ist Kavallerie, bei der Ansage %2 von %3 entfernt: Sie hat Anlauf bis auf 4&quot;, kein Stand.</translation>
    </message>
    <message>
        <source>No formed friendly unit or impassable terrain within %1 of either flank.</source>
        <translation>Keine geordnete befreundete Einheit und kein unpassierbares Gelände innerhalb von %1 von einer der Flanken.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::TownBlock</name>
    <message>
        <source>%1 %2 × CW %3</source>
        <translation>%1 %2 × CW %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stand(s) (%2), average CW %3</source>
        <translation>
            <numerusform>%1: %n Basis (%2), durchschnittlicher CW %3</numerusform>
            <numerusform>%1: %n Basen (%2), durchschnittlicher CW %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::tennyson</name>
    <message>
        <source>Advance ½ league</source>
        <translation>½ Meile vorrücken</translation>
    </message>
    <message>
        <source>Advance 1 league</source>
        <translation>1 Meile vorrücken</translation>
    </message>
    <message>
        <source>All Advance ½ league</source>
        <translation>Alle rücken ½ Meile vor</translation>
    </message>
    <message>
        <source>All Advance 1 league</source>
        <translation>Alle rücken 1 Meile vor</translation>
    </message>
    <message>
        <source>Advance ½ league &amp; take fire</source>
        <translation>½ Meile vorrücken &amp; unter Feuer geraten</translation>
    </message>
    <message>
        <source>Advance 1 league &amp; take fire</source>
        <translation>1 Meile vorrücken &amp; unter Feuer geraten</translation>
    </message>
    <message>
        <source>Retire one regiment ½ league</source>
        <translation>Ein Regiment ½ Meile zurückziehen</translation>
    </message>
    <message>
        <source>Retire one regiment 1 league</source>
        <translation>Ein Regiment 1 Meile zurückziehen</translation>
    </message>
    <message>
        <source>Lose half a squadron</source>
        <translation>Eine halbe Schwadron verlieren</translation>
    </message>
    <message>
        <source>Place Right hand Cannon</source>
        <translation>Kanone rechts aufstellen</translation>
    </message>
    <message>
        <source>Place Left hand Cannon</source>
        <translation>Kanone links aufstellen</translation>
    </message>
    <message>
        <source>Place Frontal Cannon</source>
        <translation>Kanone frontal aufstellen</translation>
    </message>
    <message>
        <source>Remove one battery of choice</source>
        <translation>Eine beliebige Batterie entfernen</translation>
    </message>
    <message>
        <source>Fire Artillery on All</source>
        <translation>Artilleriefeuer auf alle</translation>
    </message>
    <message>
        <source>Fire Artillery on Regiment</source>
        <translation>Artilleriefeuer auf ein Regiment</translation>
    </message>
    <message>
        <source>Regain half a Squadron</source>
        <translation>Eine halbe Schwadron zurückgewinnen</translation>
    </message>
    <message>
        <source>All regiments Regain half a Squadron</source>
        <translation>Alle Regimenter gewinnen eine halbe Schwadron zurück</translation>
    </message>
    <message>
        <source>Place Cossacks</source>
        <translation>Kosaken aufstellen</translation>
    </message>
    <message>
        <source>%1 “%2” (%3)</source>
        <translation>%1 „%2“ (%3)</translation>
    </message>
    <message>
        <source>take fire</source>
        <translation>unter Feuer geraten</translation>
    </message>
    <message>
        <source>artillery fires on all</source>
        <translation>Artillerie feuert auf alle</translation>
    </message>
    <message>
        <source>artillery fires on a chosen regiment</source>
        <translation>Artillerie feuert auf ein gewähltes Regiment</translation>
    </message>
    <message>
        <source>4th Light Dragoons</source>
        <translation>4th Light Dragoons</translation>
    </message>
    <message>
        <source>8th Hussars</source>
        <translation>8th Hussars</translation>
    </message>
    <message>
        <source>11th Hussars</source>
        <translation>11th Hussars</translation>
    </message>
    <message>
        <source>13th Light Dragoons</source>
        <translation>13th Light Dragoons</translation>
    </message>
    <message>
        <source>17th Lancers</source>
        <translation>17th Lancers</translation>
    </message>
    <message>
        <source>The saved Tennyson game has an unknown victory rule.</source>
        <translation>Das gespeicherte Tennyson-Spiel hat eine unbekannte Siegregel.</translation>
    </message>
    <message>
        <source>The saved Tennyson game&apos;s draw must come after 1 to %1 cards.</source>
        <translation>Beim gespeicherten Tennyson-Spiel muss das Unentschieden nach 1 bis %1 Karten eintreten.</translation>
    </message>
    <message>
        <source>frontal battery %1</source>
        <translation>frontale Batterie %1</translation>
    </message>
    <message>
        <source>right flank battery, sector %1</source>
        <translation>Batterie an der rechten Flanke, Sektor %1</translation>
    </message>
    <message>
        <source>left flank battery, sector %1</source>
        <translation>Batterie an der linken Flanke, Sektor %1</translation>
    </message>
    <message>
        <source>the Cossacks</source>
        <translation>die Kosaken</translation>
    </message>
    <message>
        <source>the start line</source>
        <translation>die Startlinie</translation>
    </message>
    <message>
        <source>the guns</source>
        <translation>die Geschütze</translation>
    </message>
    <message>
        <source>band %1 of 16 (sector %2)</source>
        <translation>Streifen %1 von 16 (Sektor %2)</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>erster Spieler</translation>
    </message>
    <message>
        <source>The first-player die shows face %1: the %2 play first.</source>
        <translation>Der Würfel für den ersten Spieler zeigt %1: Die %2 beginnen.</translation>
    </message>
    <message>
        <source>The Light Brigade forms on the start line, six half squadrons a regiment; one Russian battery stands at the end of the valley. Three cards dealt to each regiment; the %1 begin.</source>
        <translation>Die Leichte Brigade stellt sich auf der Startlinie auf, sechs halbe Schwadronen je Regiment; eine russische Batterie steht am Ende des Tals. Jedes Regiment erhält drei Karten; die %1 beginnen.</translation>
    </message>
    <message>
        <source>The %1 play %2.</source>
        <translation>Die %1 spielen %2.</translation>
    </message>
    <message>
        <source>a Russian battery is placed: %1</source>
        <translation>eine russische Batterie wird aufgestellt: %1</translation>
    </message>
    <message>
        <source>no free position: the card does nothing</source>
        <translation>keine freie Position: Die Karte bewirkt nichts</translation>
    </message>
    <message>
        <source>the Cossacks leave the valley</source>
        <translation>die Kosaken verlassen das Tal</translation>
    </message>
    <message>
        <source>the %1 is removed</source>
        <translation>%1 wird entfernt</translation>
    </message>
    <message>
        <source>nothing on the table to remove</source>
        <translation>nichts auf dem Tisch, das entfernt werden könnte</translation>
    </message>
    <message>
        <source>Cossacks ride in behind the rearmost regiment, at %L1 bands: no regiment ahead of them may regain</source>
        <translation>Kosaken reiten hinter dem hintersten Regiment ein, bei %L1 Streifen: Kein Regiment vor ihnen darf Verluste zurückgewinnen</translation>
    </message>
    <message>
        <source>The %1 play %2</source>
        <translation>Die %1 spielen %2</translation>
    </message>
    <message>
        <source>the %1 cannot move from %2</source>
        <translation>die %1 können sich nicht von %2 fortbewegen</translation>
    </message>
    <message>
        <source>the %1 advance to %2</source>
        <translation>die %1 rücken bis %2 vor</translation>
    </message>
    <message>
        <source>the %1 retire to %2</source>
        <translation>die %1 ziehen sich bis %2 zurück</translation>
    </message>
    <message>
        <source>the Cossacks stop the %1 regaining</source>
        <translation>die Kosaken hindern die %1 am Zurückgewinnen</translation>
    </message>
    <message>
        <source>the %1 are already at full strength</source>
        <translation>die %1 sind bereits in voller Stärke</translation>
    </message>
    <message>
        <source>The %1 are destroyed.</source>
        <translation>Die %1 sind vernichtet.</translation>
    </message>
    <message>
        <source>no battery can fire on the %1</source>
        <translation>keine Batterie kann auf die %1 feuern</translation>
    </message>
    <message>
        <source>fire on the %1</source>
        <translation>Feuer auf die %1</translation>
    </message>
    <message>
        <source>%1 in 10</source>
        <translation>%1 von 10</translation>
    </message>
    <message>
        <source>no loss</source>
        <translation>kein Verlust</translation>
    </message>
    <message>
        <source>the %1 are hit (rolled %2 against %3)</source>
        <translation>die %1 werden getroffen (gewürfelt %2 gegen %3)</translation>
    </message>
    <message>
        <source>the %1 are missed (rolled %2 against %3)</source>
        <translation>die %1 werden verfehlt (gewürfelt %2 gegen %3)</translation>
    </message>
    <message>
        <source>The %1 reach the guns and win.</source>
        <translation>Die %1 erreichen die Geschütze und gewinnen.</translation>
    </message>
    <message>
        <source>Every regiment is destroyed: the Russians win.</source>
        <translation>Jedes Regiment ist vernichtet: Die Russen gewinnen.</translation>
    </message>
    <message>
        <source>No regiment holds a card: the game is drawn.</source>
        <translation>Kein Regiment hat noch eine Karte: Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>This is not a saved Tennyson game.</source>
        <translation>Dies ist kein gespeichertes Tennyson-Spiel.</translation>
    </message>
    <message>
        <source>This game was saved by a newer Vedette (version %1); please update.</source>
        <translation>Dieses Spiel wurde von einem neueren Vedette gespeichert (Version %1); bitte aktualisieren Sie.</translation>
    </message>
    <message>
        <source>The saved game has no valid version.</source>
        <translation>Das gespeicherte Spiel hat keine gültige Version.</translation>
    </message>
    <message>
        <source>The saved Tennyson game is damaged.</source>
        <translation>Das gespeicherte Tennyson-Spiel ist beschädigt.</translation>
    </message>
    <message numerus="yes">
        <source>the %1 lose a half squadron (%n stand(s) left)</source>
        <translation>
            <numerusform>die %1 verlieren eine halbe Schwadron (noch %n Basis)</numerusform>
            <numerusform>die %1 verlieren eine halbe Schwadron (noch %n Basen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 regain a half squadron (%n stand(s))</source>
        <translation>
            <numerusform>die %1 gewinnen eine halbe Schwadron zurück (%n Basis)</numerusform>
            <numerusform>die %1 gewinnen eine halbe Schwadron zurück (%n Basen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a half squadron is lost (%n stand(s) left)</source>
        <translation>
            <numerusform>eine halbe Schwadron geht verloren (noch %n Basis)</numerusform>
            <numerusform>eine halbe Schwadron geht verloren (noch %n Basen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n battery(ies) fire on the %2 at %3; hit on 0-%4 (%5); rolled %6: %7.</source>
        <translation>
            <numerusform>%1: %n Batterie feuert auf die %2 bei %3; Treffer bei 0-%4 (%5); Wurf %6: %7.</numerusform>
            <numerusform>%1: %n Batterien feuern auf die %2 bei %3; Treffer bei 0-%4 (%5); Wurf %6: %7.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n card(s) the game is drawn.</source>
        <translation>
            <numerusform>Nach %n Karte endet das Spiel unentschieden.</numerusform>
            <numerusform>Nach %n Karten endet das Spiel unentschieden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The glory count is over: the %1 win with %n point(s).</source>
        <translation>
            <numerusform>Die Ruhmeszählung ist beendet: Die %1 gewinnen mit %n Punkt.</numerusform>
            <numerusform>Die Ruhmeszählung ist beendet: Die %1 gewinnen mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The glory count is over: a tie at %n point(s), the game is drawn.</source>
        <translation>
            <numerusform>Die Ruhmeszählung ist beendet: Gleichstand bei %n Punkt, das Spiel endet unentschieden.</numerusform>
            <numerusform>Die Ruhmeszählung ist beendet: Gleichstand bei %n Punkten, das Spiel endet unentschieden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is exhausted: the discard pile of %n card(s) is shuffled into a new deck.</source>
        <translation>
            <numerusform>Der Stapel ist aufgebraucht: Der Ablagestapel mit %n Karte wird zu einem neuen Stapel gemischt.</numerusform>
            <numerusform>Der Stapel ist aufgebraucht: Der Ablagestapel mit %n Karten wird zu einem neuen Stapel gemischt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::server::BattleFollower</name>
    <message>
        <source>There is no battle %1 in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine Schlacht %1.</translation>
    </message>
</context>
<context>
    <name>vedette::server::PlayerServer</name>
    <message>
        <source>This link does not open any side&apos;s view: ask the referee for a new one.</source>
        <translation>Dieser Link öffnet die Ansicht keiner Seite: bitten Sie den Schiedsrichter um einen neuen.</translation>
    </message>
    <message>
        <source>Too many wrong links came from this device: wait a minute, then try again.</source>
        <translation>Zu viele falsche Links kamen von diesem Gerät: eine Minute warten, dann erneut versuchen.</translation>
    </message>
</context>
<context>
    <name>vedette::server::SideState</name>
    <message>
        <source>Your units</source>
        <translation>Ihre Einheiten</translation>
    </message>
    <message>
        <source>Enemy in sight</source>
        <translation>Feind in Sicht</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>No enemy in sight.</source>
        <translation>Kein Feind in Sicht.</translation>
    </message>
    <message>
        <source>No message has reached you.</source>
        <translation>Keine Nachricht hat Sie erreicht.</translation>
    </message>
    <message>
        <source>men</source>
        <translation>Mann</translation>
    </message>
    <message>
        <source>morale counters</source>
        <translation>Moralmarker</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation>nicht auf dem Tisch</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbinde neu…</translation>
    </message>
    <message>
        <source>The table as you see it</source>
        <translation>Der Tisch, wie Sie ihn sehen</translation>
    </message>
    <message>
        <source>This link no longer works: ask the referee for a new one.</source>
        <translation>Dieser Link funktioniert nicht mehr: bitten Sie den Schiedsrichter um einen neuen.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Morale phase</source>
        <translation>Moralphase</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>Aktionsphase</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>Die Schlacht ist vorbei</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>The referee&apos;s table is closed; this page will follow it again when it comes back.</source>
        <translation>Der Tisch des Schiedsrichters ist geschlossen; diese Seite folgt ihm wieder, sobald er zurück ist.</translation>
    </message>
    <message>
        <source>Last news at %1.</source>
        <extracomment>%1 is the time (on the phone&apos;s clock) the page last heard from the referee&apos;s table.</extracomment>
        <translation>Letzte Nachricht um %1.</translation>
    </message>
    <message>
        <source>Tap a unit to find it on the table.</source>
        <translation>Tippe auf eine Einheit, um sie auf dem Tisch zu finden.</translation>
    </message>
    <message>
        <source>Pinch or double-tap to zoom, drag to move.</source>
        <translation>Mit zwei Fingern oder zweimal tippen zoomen, ziehen zum Verschieben.</translation>
    </message>
    <message>
        <source>Whole table</source>
        <translation>Ganzer Tisch</translation>
    </message>
</context>
<context>
    <name>vedette::store::CampaignLocation</name>
    <message>
        <source>No campaign was named.</source>
        <translation>Es wurde keine Kampagne angegeben.</translation>
    </message>
    <message>
        <source>%1 is not a campaign address: %2 (the form is %3).</source>
        <translation>%1 ist keine Kampagnenadresse: %2 (die Form ist %3).</translation>
    </message>
    <message>
        <source>it holds a password; Vedette never keeps one, libpq reads it from ~/.pgpass or PGPASSWORD</source>
        <translation>sie enthält ein Passwort; Vedette speichert nie eines, libpq liest es aus ~/.pgpass oder PGPASSWORD</translation>
    </message>
    <message>
        <source>it ends in a fragment (#…)</source>
        <translation>sie endet mit einem Fragment (#…)</translation>
    </message>
    <message>
        <source>it names no database</source>
        <translation>sie nennt keine Datenbank</translation>
    </message>
    <message>
        <source>the server on the socket in %1%2</source>
        <translation>dem Server am Socket in %1%2</translation>
    </message>
    <message>
        <source>the local server</source>
        <translation>dem lokalen Server</translation>
    </message>
    <message>
        <source>it has the parameter “%1”, which PostgreSQL&apos;s client library (libpq) does not know</source>
        <translation>sie hat den Parameter „%1“, den die Client-Bibliothek von PostgreSQL (libpq) nicht kennt</translation>
    </message>
    <message>
        <source>libpq cannot read it</source>
        <translation>libpq kann sie nicht lesen</translation>
    </message>
    <message>
        <source>the value of “%1” holds a “;”, which Qt&apos;s PostgreSQL driver cannot pass on</source>
        <translation>der Wert von „%1“ enthält ein „;“, das der PostgreSQL-Treiber von Qt nicht weitergeben kann</translation>
    </message>
    <message>
        <source>“%1” is not a port</source>
        <translation>„%1“ ist kein Port</translation>
    </message>
</context>
<context>
    <name>vedette::store::CampaignStore</name>
    <message>
        <source>%1 already exists; a new campaign never overwrites a file.</source>
        <translation>%1 existiert bereits; eine neue Kampagne überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 is being created by another Vedette.</source>
        <translation>%1 wird gerade von einem anderen Vedette angelegt.</translation>
    </message>
    <message>
        <source>The campaign file %1 does not exist.</source>
        <translation>Die Kampagnendatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Vedette campaign: it is not an SQLite database.</source>
        <translation>%1 ist keine Vedette-Kampagne: Es ist keine SQLite-Datenbank.</translation>
    </message>
    <message>
        <source>%1 is damaged: the file is cut short. It has not been changed.</source>
        <translation>%1 ist beschädigt: Die Datei ist abgeschnitten. Sie wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a Vedette campaign.</source>
        <translation>%1 ist eine SQLite-Datenbank eines anderen Programms, keine Vedette-Kampagne.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). Update Vedette to open it; the file has not been changed.</source>
        <translation>%1 wurde von einem neueren Vedette geschrieben (Kampagnenformat %2; dieses Vedette liest Formate bis %3). Aktualisieren Sie Vedette, um die Datei zu öffnen; die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 cannot be changed here (the file or its folder is read-only). It can be opened read-only.</source>
        <translation>%1 kann hier nicht verändert werden (die Datei oder ihr Ordner ist schreibgeschützt). Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>%1 is open in another Vedette (process %2 on %3). It can be opened read-only.</source>
        <translation>%1 ist in einem anderen Vedette geöffnet (Prozess %2 auf %3). Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Computer</translation>
    </message>
    <message>
        <source>%1 is not a Vedette campaign.</source>
        <translation>%1 ist keine Vedette-Kampagne.</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne ist geöffnet.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 existiert bereits; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>The copy %1 could not be written: %2</source>
        <translation>Die Kopie %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Unbenanntes Szenario</translation>
    </message>
    <message>
        <source>The scenario cannot be imported: %1</source>
        <translation>Das Szenario kann nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>There is no scenario %1 in this campaign.</source>
        <translation>In dieser Kampagne gibt es kein Szenario %1.</translation>
    </message>
    <message>
        <source>Scenario %1 in this campaign cannot be read: %2</source>
        <translation>Das Szenario %1 in dieser Kampagne kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Battle “%1” begins from the scenario “%2”, with the strengths at the end of battle %3.</source>
        <translation>Die Schlacht „%1“ beginnt nach dem Szenario „%2“, mit den Stärken vom Ende der Schlacht %3.</translation>
    </message>
    <message>
        <source>Battle “%1” begins from the scenario “%2”.</source>
        <translation>Die Schlacht „%1“ beginnt nach dem Szenario „%2“.</translation>
    </message>
    <message>
        <source>There is no battle %1 in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine Schlacht %1.</translation>
    </message>
    <message>
        <source>A note needs some text.</source>
        <translation>Eine Notiz braucht etwas Text.</translation>
    </message>
    <message>
        <source>There is no log entry %1.</source>
        <translation>Es gibt keinen Protokolleintrag %1.</translation>
    </message>
    <message>
        <source>Log entry %1 is already void (by entry %2).</source>
        <translation>Der Protokolleintrag %1 ist bereits annulliert (durch Eintrag %2).</translation>
    </message>
    <message>
        <source>Log entry %1 voids another entry and cannot itself be voided.</source>
        <translation>Der Protokolleintrag %1 annulliert einen anderen Eintrag und kann selbst nicht annulliert werden.</translation>
    </message>
    <message>
        <source>Entry %1 voided: “%2”</source>
        <translation>Eintrag %1 annulliert: „%2“</translation>
    </message>
    <message>
        <source>Entry %1 voided: “%2” (%3)</source>
        <translation>Eintrag %1 annulliert: „%2“ (%3)</translation>
    </message>
    <message>
        <source>A battle&apos;s dice seed cannot be 0.</source>
        <translation>Der Würfel-Startwert einer Schlacht darf nicht 0 sein.</translation>
    </message>
    <message>
        <source>%1 is damaged: part of it cannot be read (it may have been cut short or overwritten). It has not been changed; a backup copy may hold the campaign.</source>
        <translation>%1 ist beschädigt: Ein Teil davon kann nicht gelesen werden (die Datei wurde vielleicht abgeschnitten oder überschrieben). Sie wurde nicht verändert; eine Sicherungskopie enthält die Kampagne möglicherweise noch.</translation>
    </message>
    <message>
        <source>%1 needs updating to the current campaign format, but the copy to keep beside it could not be made (is the disk full?). It has not been changed.</source>
        <translation>%1 muss auf das aktuelle Kampagnenformat aktualisiert werden, aber die Kopie, die daneben aufbewahrt werden soll, konnte nicht angelegt werden (ist der Datenträger voll?). Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 could not be updated to the current campaign format: it is damaged, or the disk is full. It has not been changed.</source>
        <translation>%1 konnte nicht auf das aktuelle Kampagnenformat aktualisiert werden: Die Datei ist beschädigt, oder der Datenträger ist voll. Sie wurde nicht verändert.</translation>
    </message>
    <message>
        <source>%1 could not be updated to the current campaign format: it is damaged, or the disk is full. The copy made before is %2.</source>
        <translation>%1 konnte nicht auf das aktuelle Kampagnenformat aktualisiert werden: Die Datei ist beschädigt, oder der Datenträger ist voll. Die zuvor angelegte Kopie ist %2.</translation>
    </message>
    <message>
        <source>A table, turn or state of play needs a battle.</source>
        <translation>Ein Spieltisch, eine Runde oder ein Spielstand braucht eine Schlacht.</translation>
    </message>
    <message>
        <source>Entries of a game belong to no battle and need that game.</source>
        <translation>Einträge einer Partie gehören zu keiner Schlacht und brauchen diese Partie.</translation>
    </message>
    <message>
        <source>Voiding entries needs an entry that says why.</source>
        <translation>Das Annullieren von Einträgen braucht einen Eintrag, der den Grund nennt.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>Eine Vorlage braucht einen Namen.</translation>
    </message>
    <message>
        <source>A template is of a unit or of a division, not &quot;%1&quot;.</source>
        <translation>Eine Vorlage gilt einer Einheit oder einer Division, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown rule system &quot;%1&quot;.</source>
        <translation>Unbekanntes Regelsystem &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The template cannot be saved: %1</source>
        <translation>Die Vorlage kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>A template holds at least one unit.</source>
        <translation>Eine Vorlage enthält mindestens eine Einheit.</translation>
    </message>
    <message>
        <source>There is no template %1 in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine Vorlage %1.</translation>
    </message>
    <message>
        <source>The campaign file could not be written or read: %1</source>
        <translation>Die Kampagnendatei konnte nicht geschrieben oder gelesen werden: %1</translation>
    </message>
    <message>
        <source>The campaign is open read-only; nothing can be changed.</source>
        <translation>Die Kampagne ist schreibgeschützt geöffnet; nichts kann verändert werden.</translation>
    </message>
    <message>
        <source>Cannot start writing the campaign: %1</source>
        <translation>Das Schreiben der Kampagne kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>Cannot write the campaign: %1</source>
        <translation>Die Kampagne kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is missing; install the package libqt6sql6-sqlite.</source>
        <translation>Der SQLite-Treiber von Qt (QSQLITE) fehlt; installieren Sie das Paket libqt6sql6-sqlite.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The table of battle %1 cannot be read: %2</source>
        <translation>Der Spieltisch der Schlacht %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>This change cannot be saved: %1</source>
        <translation>Diese Änderung kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>This change cannot be saved: the table&apos;s %1 could not be written.</source>
        <translation>Diese Änderung kann nicht gespeichert werden: Die Daten „%1“ des Spieltischs konnten nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>A game state needs a kind.</source>
        <translation>Ein Spielstand braucht eine Art.</translation>
    </message>
    <message>
        <source>There is no game %1 in this campaign.</source>
        <translation>In dieser Kampagne gibt es kein Spiel %1.</translation>
    </message>
    <message>
        <source>%1 is damaged: part of its log cannot be read. Nothing more is written to it; it has not been changed since it was opened. A backup copy may hold the campaign.</source>
        <translation>%1 ist beschädigt: ein Teil seines Protokolls kann nicht gelesen werden. Es wird nichts mehr hineingeschrieben; es wurde seit dem Öffnen nicht verändert. Eine Sicherungskopie enthält vielleicht den Feldzug.</translation>
    </message>
    <message>
        <source>The campaign %1 is of an older campaign format (%2); open it once in this Vedette to update it, then copy it.</source>
        <translation>Die Kampagne %1 hat ein älteres Kampagnenformat (%2); öffnen Sie sie einmal in diesem Vedette, um sie zu aktualisieren, und kopieren Sie sie dann.</translation>
    </message>
    <message>
        <source>The campaign %1 could not be read: %2</source>
        <translation>Die Kampagne %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The campaign %1 could not be written or read: %2</source>
        <translation>Die Kampagne %1 konnte nicht geschrieben oder gelesen werden: %2</translation>
    </message>
    <message>
        <source>“%1” on %2</source>
        <translation>„%1“ auf %2</translation>
    </message>
    <message>
        <source>Cannot open %1: Qt&apos;s PostgreSQL driver (QPSQL) is missing; install the package libqt6sql6-psql.</source>
        <translation>%1 kann nicht geöffnet werden: Qts PostgreSQL-Treiber (QPSQL) fehlt; installieren Sie das Paket libqt6sql6-psql.</translation>
    </message>
    <message>
        <source>the server refused the password of user “%1” (Vedette reads it from ~/.pgpass or PGPASSWORD)</source>
        <translation>der Server hat das Passwort des Benutzers „%1“ abgelehnt (Vedette liest es aus ~/.pgpass oder PGPASSWORD)</translation>
    </message>
    <message>
        <source>the server knows no user “%1”</source>
        <translation>der Server kennt keinen Benutzer „%1“</translation>
    </message>
    <message>
        <source>the server does not let this user in</source>
        <translation>der Server lässt diesen Benutzer nicht herein</translation>
    </message>
    <message>
        <source>the server has no database of that name (create it with createdb)</source>
        <translation>der Server hat keine Datenbank dieses Namens (legen Sie sie mit createdb an)</translation>
    </message>
    <message>
        <source>the server cannot be reached (is it running, and are the host, port and socket folder right?)</source>
        <translation>der Server ist nicht erreichbar (läuft er, und stimmen Host, Port und Socket-Ordner?)</translation>
    </message>
    <message>
        <source>Cannot open the campaign “%1” on %2: %3. (%4)</source>
        <translation>Die Kampagne „%1“ auf %2 kann nicht geöffnet werden: %3. (%4)</translation>
    </message>
    <message>
        <source>The database %1 holds no Vedette campaign: it is empty (vedette-cli campaign copy puts one there). Nothing was changed.</source>
        <translation>Die Datenbank %1 enthält keine Vedette-Kampagne: Sie ist leer (vedette-cli campaign copy legt eine dort ab). Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>The database %1 holds something else, not a Vedette campaign. Nothing was changed.</source>
        <translation>Die Datenbank %1 enthält etwas anderes, keine Vedette-Kampagne. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>The campaign %1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). Update Vedette to open it; nothing on the server was changed.</source>
        <translation>Die Kampagne %1 wurde von einem neueren Vedette geschrieben (Kampagnenformat %2; dieses Vedette liest Formate bis %3). Aktualisieren Sie Vedette, um sie zu öffnen; auf dem Server wurde nichts verändert.</translation>
    </message>
    <message>
        <source>The campaign %1 could not be updated to the current campaign format: %2. Nothing on the server was changed.</source>
        <translation>Die Kampagne %1 konnte nicht auf das aktuelle Kampagnenformat gebracht werden: %2. Auf dem Server wurde nichts verändert.</translation>
    </message>
    <message>
        <source>The campaign %1 has lost its campaign row; it cannot be opened.</source>
        <translation>Der Kampagne %1 fehlt ihre Kampagnenzeile; sie kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The database %1 already holds a Vedette campaign; a new campaign never overwrites one. Nothing was changed.</source>
        <translation>Die Datenbank %1 enthält schon eine Vedette-Kampagne; eine neue Kampagne überschreibt nie eine andere. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>The database %1 holds other tables; a campaign goes into an empty database. Nothing was changed.</source>
        <translation>Die Datenbank %1 enthält andere Tabellen; eine Kampagne kommt in eine leere Datenbank. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>The campaign %1 could not be created: %2. Nothing was changed.</source>
        <translation>Die Kampagne %1 konnte nicht angelegt werden: %2. Nichts wurde verändert.</translation>
    </message>
    <message>
        <source>The connection to the campaign %1 was lost and could not be made again: %2</source>
        <translation>Die Verbindung zur Kampagne %1 ist abgerissen und konnte nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>Battle %1 is being played by another referee.</source>
        <translation>Schlacht %1 wird von einem anderen Schiedsrichter gespielt.</translation>
    </message>
    <message>
        <source>%1 is the campaign itself; choose another place for the copy.</source>
        <translation>%1 ist die Kampagne selbst; wählen Sie einen anderen Ort für die Kopie.</translation>
    </message>
    <message>
        <source>Battle %1 is being played by %2 at another table; the step was not written. It can be followed here, not played.</source>
        <translation>Schlacht %1 wird von %2 an einem anderen Tisch gespielt; der Schritt wurde nicht geschrieben. Sie kann hier verfolgt, nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Battle %1 is being played by %2 at another table. It can be followed here, not played.</source>
        <translation>Schlacht %1 wird von %2 an einem anderen Tisch gespielt. Sie kann hier verfolgt, nicht gespielt werden.</translation>
    </message>
    <message>
        <source>%1 is open in another Vedette. It can be opened read-only.</source>
        <translation>%1 ist in einem anderen Vedette geöffnet. Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>%1 cannot be locked for writing (%2). It can be opened read-only.</source>
        <translation>%1 kann nicht zum Schreiben gesperrt werden (%2). Sie kann schreibgeschützt geöffnet werden.</translation>
    </message>
    <message>
        <source>the server does not offer encrypted connections (SSL), which the address asks for with sslmode=%1</source>
        <translation>der Server bietet keine verschlüsselten Verbindungen (SSL) an, die die Adresse mit sslmode=%1 verlangt</translation>
    </message>
    <message>
        <source>the encrypted connection (SSL) the address asks for could not be made</source>
        <translation>die verschlüsselte Verbindung (SSL), die die Adresse verlangt, kam nicht zustande</translation>
    </message>
</context>
<context>
    <name>vedette::store::DefaultCampaign</name>
    <message>
        <source>Vedette campaign</source>
        <translation>Vedette-Kampagne</translation>
    </message>
    <message>
        <source>This Vedette has no bundled scenarios.</source>
        <translation>Dieses Vedette hat keine mitgelieferten Szenarien.</translation>
    </message>
    <message>
        <source>Cannot read the bundled scenario %1.</source>
        <translation>Das mitgelieferte Szenario %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>vedette::store::LogExport</name>
    <message>
        <source>Campaign log</source>
        <translation>Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>%1: campaign log</source>
        <translation>%1: Kampagnenprotokoll</translation>
    </message>
    <message>
        <source>No entries.</source>
        <translation>Keine Einträge.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Schlacht %1</translation>
    </message>
    <message>
        <source>void (entry %1)</source>
        <translation>annulliert (Eintrag %1)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>vedette::store::Migrations</name>
    <message>
        <source>Cannot read the migration %1.</source>
        <translation>Die Migration %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Migration to schema version %1 failed: %2</source>
        <translation>Migration auf Schemaversion %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The campaign&apos;s schema could not be started: %1</source>
        <translation>Das Schema der Kampagne konnte nicht angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>vedette::table::Deployment</name>
    <message>
        <source>%1 would overlap %2.</source>
        <translation>%1 würde %2 überlappen.</translation>
    </message>
    <message>
        <source>%1 would not fit on the table there.</source>
        <translation>%1 würde dort nicht auf den Spieltisch passen.</translation>
    </message>
    <message>
        <source>%1 would stand outside its side&apos;s deployment zone.</source>
        <translation>%1 würde außerhalb der Aufstellungszone ihrer Seite stehen.</translation>
    </message>
    <message>
        <source>%1 would stand in %2, which is impassable.</source>
        <translation>%1 würde im unpassierbaren Gelände %2 stehen.</translation>
    </message>
    <message>
        <source>There is no unit &quot;%1&quot;.</source>
        <translation>Es gibt keine Einheit &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No unit to deploy.</source>
        <translation>Keine Einheit zum Aufstellen.</translation>
    </message>
    <message>
        <source>%1 is wider than the area it is to deploy in.</source>
        <translation>%1 ist breiter als der Bereich, in dem sie aufgestellt werden soll.</translation>
    </message>
    <message numerus="yes">
        <source>The units do not fit: %n more row(s) would reach beyond the back of the area.</source>
        <translation>
            <numerusform>Die Einheiten passen nicht: %n weitere Reihe würde über den hinteren Rand des Bereichs hinausreichen.</numerusform>
            <numerusform>Die Einheiten passen nicht: %n weitere Reihen würden über den hinteren Rand des Bereichs hinausreichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The units do not fit in the area: %1 finds no room.</source>
        <translation>Die Einheiten passen nicht in den Bereich: %1 findet keinen Platz.</translation>
    </message>
    <message>
        <source>Every unit of the side is on the table.</source>
        <translation>Jede Einheit der Seite steht auf dem Spieltisch.</translation>
    </message>
</context>
<context>
    <name>vedette::table::Geometry</name>
    <message>
        <source>front</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>flank</source>
        <translation>Flanke</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>Rücken</translation>
    </message>
</context>
<context>
    <name>vedette::table::Length</name>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation>%1 cm</translation>
    </message>
    <message>
        <source>%1 p</source>
        <translation>%1 p</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
</context>
<context>
    <name>vedette::table::Marker</name>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Morale counter</source>
        <translation>Moralmarker</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>vedette::table::MoveCheck</name>
    <message>
        <source>The move crosses impassable terrain (%1).</source>
        <translation>Die Bewegung durchquert unpassierbares Gelände (%1).</translation>
    </message>
    <message>
        <source>%1 in %2 cannot enter bad going (%3).</source>
        <translation>%1 in %2 kann schwieriges Gelände (%3) nicht betreten.</translation>
    </message>
    <message>
        <source>The move passes through %1.</source>
        <translation>Die Bewegung führt durch %1.</translation>
    </message>
    <message>
        <source>The move ends off the table.</source>
        <translation>Die Bewegung endet außerhalb des Spieltischs.</translation>
    </message>
    <message>
        <source>The move costs %1 of an allowance of %2.</source>
        <translation>Die Bewegung kostet %1 von erlaubten %2.</translation>
    </message>
    <message>
        <source>The wheel runs into %1.</source>
        <translation>Die Schwenkung stößt auf %1.</translation>
    </message>
    <message>
        <source>The wheel crosses impassable terrain (%1).</source>
        <translation>Die Schwenkung durchquert unpassierbares Gelände (%1).</translation>
    </message>
    <message>
        <source>The wheel ends off the table.</source>
        <translation>Die Schwenkung endet außerhalb des Spieltischs.</translation>
    </message>
    <message>
        <source>The wheel costs %1 of an allowance of %2.</source>
        <translation>Die Schwenkung kostet %1 von erlaubten %2.</translation>
    </message>
</context>
<context>
    <name>vedette::table::OrderOfBattleCsv</name>
    <message>
        <source>The file is larger than %1 MB; an order of battle is far smaller.</source>
        <translation>Die Datei ist größer als %1 MB; eine Schlachtordnung ist weit kleiner.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text; save it from the spreadsheet as &quot;CSV UTF-8&quot;.</source>
        <translation>Die Datei ist kein UTF-8-Text; bitte aus der Tabellenkalkulation als &quot;CSV UTF-8&quot; speichern.</translation>
    </message>
    <message>
        <source>The file is not text (it holds a NUL character).</source>
        <translation>Die Datei ist kein Text (sie enthält ein NUL-Zeichen).</translation>
    </message>
    <message>
        <source>The file is empty; the first row must name the columns (%1).</source>
        <translation>Die Datei ist leer; die erste Zeile muss die Spalten benennen (%1).</translation>
    </message>
    <message>
        <source>line %1: unknown column &quot;%2&quot; (the columns are: %3)</source>
        <translation>Zeile %1: unbekannte Spalte &quot;%2&quot; (die Spalten sind: %3)</translation>
    </message>
    <message>
        <source>line %1: the column &quot;%2&quot; is there twice</source>
        <translation>Zeile %1: Die Spalte &quot;%2&quot; ist doppelt vorhanden</translation>
    </message>
    <message>
        <source>line %1: the column &quot;%2&quot; is missing</source>
        <translation>Zeile %1: Die Spalte &quot;%2&quot; fehlt</translation>
    </message>
    <message>
        <source>line %1, id: &quot;%2&quot; is already used on line %3</source>
        <translation>Zeile %1, id: &quot;%2&quot; wird bereits in Zeile %3 verwendet</translation>
    </message>
    <message>
        <source>line %1, id: &quot;%2&quot; is already used in this battle</source>
        <translation>Zeile %1, id: &quot;%2&quot; wird in dieser Schlacht bereits verwendet</translation>
    </message>
    <message>
        <source>line %1, general: no general &quot;%2&quot; (a row with arm general, by its id or name)</source>
        <translation>Zeile %1, general: kein General &quot;%2&quot; (eine Zeile mit arm general, nach ihrer ID oder ihrem Namen)</translation>
    </message>
    <message>
        <source>line %1, general: %2 generals are called &quot;%3&quot;; give his id</source>
        <translation>Zeile %1, general: %2 Generäle heißen &quot;%3&quot;; seine ID angeben</translation>
    </message>
    <message>
        <source>line %1, general: %2 is not of the side %3</source>
        <translation>Zeile %1, general: %2 gehört nicht zur Seite %3</translation>
    </message>
    <message>
        <source>line %1, general: %2 is already with the unit on line %3</source>
        <translation>Zeile %1, general: %2 ist bereits bei der Einheit in Zeile %3</translation>
    </message>
    <message>
        <source>line %1, general: %2 is already with %3</source>
        <translation>Zeile %1, general: %2 ist bereits bei %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… und %n weiteres Problem.</numerusform>
            <numerusform>… und %n weitere Probleme.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; an order of battle is far smaller.</source>
        <translation>%1 ist größer als %2 MB; eine Schlachtordnung ist weit kleiner.</translation>
    </message>
    <message>
        <source>line %1: text after the closing quote of a cell</source>
        <translation>Zeile %1: Text nach dem schließenden Anführungszeichen einer Zelle</translation>
    </message>
    <message>
        <source>The file has more than %1 rows.</source>
        <translation>Die Datei hat mehr als %1 Zeilen.</translation>
    </message>
    <message>
        <source>line %1: more than %2 cells</source>
        <translation>Zeile %1: mehr als %2 Zellen</translation>
    </message>
    <message>
        <source>line %1: a quote is opened and never closed</source>
        <translation>Zeile %1: Ein Anführungszeichen wird geöffnet und nie geschlossen</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>muss eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be yes or no</source>
        <translation>muss yes oder no sein</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>muss einer der folgenden Werte sein: %1</translation>
    </message>
    <message>
        <source>must be empty on a general&apos;s row</source>
        <translation>muss in der Zeile eines Generals leer sein</translation>
    </message>
    <message>
        <source>only a general&apos;s row (arm general) has this</source>
        <translation>nur die Zeile eines Generals (arm general) hat dies</translation>
    </message>
    <message>
        <source>only horse and dragoons have a horse weight</source>
        <translation>nur Kavallerie und Dragoner haben ein Pferdegewicht</translation>
    </message>
    <message>
        <source>only dragoons mount and dismount</source>
        <translation>nur Dragoner sitzen auf und ab</translation>
    </message>
    <message>
        <source>only artillery has guns</source>
        <translation>nur Artillerie hat Geschütze</translation>
    </message>
    <message>
        <source>%1 must be one of: %2</source>
        <translation>%1 muss einer der folgenden Werte sein: %2</translation>
    </message>
    <message>
        <source>dismounted dragoons are always in single-line (mounted yes for another formation)</source>
        <translation>abgesessene Dragoner stehen immer in single-line (mounted yes für eine andere Formation)</translation>
    </message>
    <message numerus="yes">
        <source>line %1: %2, but the header names %n column(s)</source>
        <translation>
            <numerusform>Zeile %1: %2, aber die Kopfzeile nennt %n Spalte</numerusform>
            <numerusform>Zeile %1: %2, aber die Kopfzeile nennt %n Spalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n Wert</numerusform>
            <numerusform>%n Werte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::table::Scenario</name>
    <message>
        <source>%1&apos;s division</source>
        <translation>Division %1</translation>
    </message>
</context>
<context>
    <name>vedette::table::ScenarioJson</name>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>has more than %1 entries</source>
        <translation>hat mehr als %1 Einträge</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>must be from %1 to %2</source>
        <translation>muss zwischen %1 und %2 liegen</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>muss größer als null sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation>%1 &quot;%2&quot; unbekannt</translation>
    </message>
    <message>
        <source>must be a pair of numbers [x, y]</source>
        <translation>muss ein Zahlenpaar [x, y] sein</translation>
    </message>
    <message>
        <source>must be finite numbers within %1 mm</source>
        <translation>müssen endliche Zahlen innerhalb von %1 mm sein</translation>
    </message>
    <message>
        <source>must be a list of [x, y] points</source>
        <translation>muss eine Liste von [x, y]-Punkten sein</translation>
    </message>
    <message>
        <source>has more than %1 points</source>
        <translation>hat mehr als %1 Punkte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour (use #rrggbb)</source>
        <translation>&quot;%1&quot; ist keine Farbe (verwenden Sie #rrggbb)</translation>
    </message>
    <message>
        <source>must be a number from 1 to 100 or &quot;impassable&quot;</source>
        <translation>muss eine Zahl von 1 bis 100 oder &quot;impassable&quot; sein</translation>
    </message>
    <message>
        <source>rule system</source>
        <translation>Regelsystem</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>must name a unit</source>
        <translation>muss eine Einheit nennen</translation>
    </message>
    <message>
        <source>must be &quot;elements&quot; or &quot;stands&quot;</source>
        <translation>muss &quot;elements&quot; oder &quot;stands&quot; sein</translation>
    </message>
    <message>
        <source>unit type</source>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <source>horse weight</source>
        <translation>Pferdegewicht</translation>
    </message>
    <message>
        <source>formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>%1 cannot be in %2</source>
        <translation>%1 kann nicht in %2 stehen</translation>
    </message>
    <message>
        <source>troop class</source>
        <translation>Truppenklasse</translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot;</source>
        <translation>unbekannter Marker &quot;%1&quot;</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>terrain type</source>
        <translation>Geländetyp</translation>
    </message>
    <message>
        <source>cover class</source>
        <translation>Deckungsklasse</translation>
    </message>
    <message>
        <source>Not a valid scenario file: %1 at character %2.</source>
        <translation>Keine gültige Szenariodatei: %1 bei Zeichen %2.</translation>
    </message>
    <message>
        <source>Not a valid scenario file: the top level must be an object.</source>
        <translation>Keine gültige Szenariodatei: Die oberste Ebene muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scenario.</source>
        <translation>%1 ist zu groß für ein Szenario.</translation>
    </message>
    <message>
        <source>Not a Vedette scenario (&quot;format&quot; must be &quot;%1&quot;).</source>
        <translation>Kein Vedette-Szenario (&quot;format&quot; muss &quot;%1&quot; sein).</translation>
    </message>
    <message>
        <source>version: must be a whole number from 1</source>
        <translation>version: muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>This scenario was written by a newer Vedette (format version %1); this one reads version %2. Please update Vedette.</source>
        <translation>Dieses Szenario wurde von einem neueren Vedette geschrieben (Formatversion %1); dieses liest Version %2. Bitte aktualisieren Sie Vedette.</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>doppelte ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown side &quot;%1&quot;</source>
        <translation>unbekannte Seite &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown general &quot;%1&quot;</source>
        <translation>unbekannter General &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot;</source>
        <translation>unbekannte Einheit &quot;%1&quot;</translation>
    </message>
    <message>
        <source>marker kind</source>
        <translation>Markerart</translation>
    </message>
    <message>
        <source>needs both &quot;x&quot; and &quot;y&quot;, or neither</source>
        <translation>braucht sowohl &quot;x&quot; als auch &quot;y&quot; oder keines von beiden</translation>
    </message>
    <message>
        <source>must be [x, y, width, height]</source>
        <translation>muss [x, y, Breite, Höhe] sein</translation>
    </message>
    <message>
        <source>must be [x, y, width, height] with a width and height above 0</source>
        <translation>muss [x, y, Breite, Höhe] sein, mit Breite und Höhe über 0</translation>
    </message>
</context>
<context>
    <name>vedette::table::TemplateJson</name>
    <message>
        <source>A template holds a list of units (and of generals).</source>
        <translation>Eine Vorlage enthält eine Liste von Einheiten (und von Generälen).</translation>
    </message>
</context>
<context>
    <name>vedette::table::Terrain</name>
    <message>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Steep slope</source>
        <translation>Steilhang</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>No cover</source>
        <translation>Keine Deckung</translation>
    </message>
    <message>
        <source>Light cover</source>
        <translation>Leichte Deckung</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <translation>Mittlere Deckung</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <translation>Schwere Deckung</translation>
    </message>
</context>
<context>
    <name>vedette::table::UnitTypes</name>
    <message>
        <source>No rules</source>
        <translation>Keine Regeln</translation>
    </message>
    <message>
        <source>Brown, The Mechanics of a Charge</source>
        <translation>Brown, The Mechanics of a Charge</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian Rules</source>
        <translation>Balagans Marlburian Rules</translation>
    </message>
    <message>
        <source>Foot</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragoner</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Single line</source>
        <translation>Einfache Linie</translation>
    </message>
    <message>
        <source>Double line</source>
        <translation>Doppelte Linie</translation>
    </message>
    <message>
        <source>Column of march</source>
        <translation>Marschkolonne</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Karree</translation>
    </message>
    <message>
        <source>Closed column</source>
        <translation>Geschlossene Kolonne</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Regulär</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Unerfahren</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Vorrücken</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Gebrochen</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>Blown</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>Firefight</source>
        <translation>Feuergefecht</translation>
    </message>
</context>
<context>
    <name>vedette::table::Validation</name>
    <message>
        <source>The table size must be a number.</source>
        <translation>Die Größe des Spieltischs muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>The table must be wider and longer than zero.</source>
        <translation>Der Spieltisch muss breiter und länger als null sein.</translation>
    </message>
    <message>
        <source>The table may be at most 100 m on a side.</source>
        <translation>Der Spieltisch darf höchstens 100 m je Seite messen.</translation>
    </message>
    <message>
        <source>The terrain outline has a point that is not a number.</source>
        <translation>Der Umriss des Geländes hat einen Punkt, der keine Zahl ist.</translation>
    </message>
    <message>
        <source>A terrain outline needs at least three different points.</source>
        <translation>Ein Geländeumriss braucht mindestens drei verschiedene Punkte.</translation>
    </message>
    <message>
        <source>The terrain outline crosses itself; draw it without crossing lines.</source>
        <translation>Der Geländeumriss überschneidet sich selbst; zeichnen Sie ihn ohne sich kreuzende Linien.</translation>
    </message>
    <message>
        <source>The terrain outline encloses no area.</source>
        <translation>Der Geländeumriss umschließt keine Fläche.</translation>
    </message>
    <message>
        <source>A terrain piece has no id.</source>
        <translation>Ein Geländestück hat keine ID.</translation>
    </message>
    <message>
        <source>A hill&apos;s height must be zero or more.</source>
        <translation>Die Höhe eines Hügels muss null oder mehr sein.</translation>
    </message>
    <message>
        <source>The unit does not fit on the table there.</source>
        <translation>Die Einheit passt dort nicht auf den Spieltisch.</translation>
    </message>
    <message>
        <source>A unit has no id.</source>
        <translation>Eine Einheit hat keine ID.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; belongs to no known side (&quot;%2&quot;).</source>
        <translation>Einheit &quot;%1&quot; gehört zu keiner bekannten Seite (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; has a position that is not a number.</source>
        <translation>Einheit &quot;%1&quot; hat eine Position, die keine Zahl ist.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; has a negative strength or count.</source>
        <translation>Einheit &quot;%1&quot; hat eine negative Stärke oder Anzahl.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; must have from 1 to 100 stands.</source>
        <translation>Einheit &quot;%1&quot; muss 1 bis 100 Basen haben.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; has stands of no size.</source>
        <translation>Einheit &quot;%1&quot; hat Basen ohne Größe.</translation>
    </message>
    <message>
        <source>%1 cannot be in %2.</source>
        <translation>%1 kann nicht in %2 stehen.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; is placed off the table.</source>
        <translation>Einheit &quot;%1&quot; steht außerhalb des Spieltischs.</translation>
    </message>
    <message>
        <source>Terrain &quot;%1&quot;: %2</source>
        <translation>Gelände &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>General &quot;%1&quot; belongs to no known side (&quot;%2&quot;).</source>
        <translation>General &quot;%1&quot; gehört zu keiner bekannten Seite (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>General &quot;%1&quot; is attached to no known unit (&quot;%2&quot;).</source>
        <translation>General &quot;%1&quot; ist keiner bekannten Einheit beigeordnet (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>General &quot;%1&quot; is attached to &quot;%2&quot;, a unit of the other side (%3).</source>
        <translation>General &quot;%1&quot; ist &quot;%2&quot; beigeordnet, einer Einheit der anderen Seite (%3).</translation>
    </message>
</context>
<context>
    <name>vedette::vision::MarkerSheet</name>
    <message>
        <source>%1 cannot be written.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Referenz %1</translation>
    </message>
</context>
</TS>
