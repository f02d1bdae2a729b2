<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Application</name>
    <message>
        <source>Vedette: the referee&apos;s table assistant for miniatures wargames.</source>
        <translation>Vedette : l&apos;assistant de l&apos;arbitre à la table pour les jeux de guerre avec figurines.</translation>
    </message>
    <message>
        <source>Campaign file (.vedette) to open.</source>
        <translation>Fichier de campagne (.vedette) à ouvrir.</translation>
    </message>
</context>
<context>
    <name>CampaignLock</name>
    <message>
        <source>the lock file keeps being replaced</source>
        <translation>le fichier de verrou est sans cesse remplacé</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Lay smoke</source>
        <translation>Poser de la fumée</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Clear smoke</source>
        <translation>Effacer la fumée</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Pivoter %1</translation>
    </message>
    <message>
        <source>Pin Ruler</source>
        <translation>Épingler la règle</translation>
    </message>
    <message>
        <source>Attach %1 to %2</source>
        <translation>Rattacher %1 à %2</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <translation>Détacher %1</translation>
    </message>
    <message>
        <source>Remove Ruler</source>
        <translation>Retirer la règle</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>fumée</translation>
    </message>
    <message>
        <source>pinned ruler</source>
        <translation>règle épinglée</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n général</numerusform>
            <numerusform>%n généraux</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n side(s)</source>
        <translation>
            <numerusform>Supprimer %n camp</numerusform>
            <numerusform>Supprimer %n camps</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (copie)</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>Dupliquer %1</translation>
    </message>
    <message>
        <source>Move %1 out of their division</source>
        <translation>Sortir %1 de leur division</translation>
    </message>
    <message>
        <source>Move %1 to division %2</source>
        <translation>Déplacer %1 vers la division %2</translation>
    </message>
    <message>
        <source>Rename division %1 to %2</source>
        <translation>Renommer la division %1 en %2</translation>
    </message>
    <message>
        <source>Deploy %1</source>
        <translation>Déployer %1</translation>
    </message>
    <message>
        <source>Take %1 off the table</source>
        <translation>Retirer %1 de la table</translation>
    </message>
    <message>
        <source>Deployment zone of %1</source>
        <translation>Zone de déploiement de %1</translation>
    </message>
    <message>
        <source>the unit is not on the table</source>
        <translation>l&apos;unité n&apos;est pas sur la table</translation>
    </message>
    <message>
        <source>Give camera markers to %1</source>
        <translation>Attribuer les marqueurs de la caméra à %1</translation>
    </message>
    <message numerus="yes">
        <source>Camera: %n unit(s) moved</source>
        <translation>
            <numerusform>Caméra : %n unité déplacée</numerusform>
            <numerusform>Caméra : %n unités déplacées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Languages</name>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>LightBrigade</name>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Trumpeter</source>
        <translation>Trompette</translation>
    </message>
    <message>
        <source>Rider</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Straggler</source>
        <translation>Traînard</translation>
    </message>
    <message>
        <source>In the charge</source>
        <translation>Dans la charge</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Rentré</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
    <message>
        <source>Fled</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Audacieuse</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Prudente</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>compétence</translation>
    </message>
    <message>
        <source>encounter</source>
        <translation>rencontre</translation>
    </message>
    <message>
        <source>man obstacle</source>
        <translation>obstacle humain</translation>
    </message>
    <message>
        <source>ground obstacle</source>
        <translation>obstacle de terrain</translation>
    </message>
    <message>
        <source>evade</source>
        <translation>esquive</translation>
    </message>
    <message>
        <source>wound after a failed evade</source>
        <translation>blessure après une esquive ratée</translation>
    </message>
    <message>
        <source>cannon fire</source>
        <translation>tir de canon</translation>
    </message>
    <message>
        <source>musketry fire</source>
        <translation>feu de mousqueterie</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>touche</translation>
    </message>
    <message>
        <source>kill</source>
        <translation>coup mortel</translation>
    </message>
    <message>
        <source>spur</source>
        <translation>éperonner</translation>
    </message>
    <message>
        <source>melee opponent</source>
        <translation>adversaire de mêlée</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>kill in melee</source>
        <translation>coup mortel en mêlée</translation>
    </message>
    <message>
        <source>spur points of the new horse</source>
        <translation>points d&apos;éperon du nouveau cheval</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>break</source>
        <translation>rupture</translation>
    </message>
    <message>
        <source>rally</source>
        <translation>ralliement</translation>
    </message>
    <message>
        <source>straggler&apos;s skill</source>
        <translation>compétence du traînard</translation>
    </message>
    <message>
        <source>straggler&apos;s wounds</source>
        <translation>blessures du traînard</translation>
    </message>
    <message>
        <source>straggler&apos;s horse</source>
        <translation>cheval du traînard</translation>
    </message>
    <message>
        <source>spur points of the straggler&apos;s horse</source>
        <translation>points d&apos;éperon du cheval du traînard</translation>
    </message>
    <message>
        <source>who carries the straggler</source>
        <translation>qui porte le traînard</translation>
    </message>
    <message>
        <source>Unknown troop type.</source>
        <translation>Type de troupe inconnu.</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragons</translation>
    </message>
    <message>
        <source>Hussars</source>
        <translation>Hussards</translation>
    </message>
    <message>
        <source>Lancers</source>
        <translation>Lanciers</translation>
    </message>
    <message>
        <source>The saved Charge of the Light Brigade is damaged: %1</source>
        <translation>La partie Charge of the Light Brigade enregistrée est endommagée : %1</translation>
    </message>
    <message>
        <source>A choice of the charge is neither on nor off.</source>
        <translation>Un choix de la charge n&apos;est ni activé ni désactivé.</translation>
    </message>
    <message>
        <source>Riding</source>
        <translation>Équitation</translation>
    </message>
    <message>
        <source>Horsemanship</source>
        <translation>Art équestre</translation>
    </message>
    <message>
        <source>Steadfast</source>
        <translation>Inébranlable</translation>
    </message>
    <message>
        <source>Fighting</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Tough</source>
        <translation>Robuste</translation>
    </message>
    <message>
        <source>Flat &amp; Level</source>
        <translation>Plat &amp; uni</translation>
    </message>
    <message>
        <source>Flat &amp; Even</source>
        <translation>Plat &amp; régulier</translation>
    </message>
    <message>
        <source>Ground Obstacle</source>
        <translation>Obstacle de terrain</translation>
    </message>
    <message>
        <source>Man Obstacle</source>
        <translation>Obstacle humain</translation>
    </message>
    <message>
        <source>Cannon Fire</source>
        <translation>Tir de canon</translation>
    </message>
    <message>
        <source>Musketry Fire</source>
        <translation>Feu de mousqueterie</translation>
    </message>
    <message>
        <source>Corpse</source>
        <translation>Cadavre</translation>
    </message>
    <message>
        <source>Wounded Man</source>
        <translation>Homme blessé</translation>
    </message>
    <message>
        <source>Dead Horse</source>
        <translation>Cheval mort</translation>
    </message>
    <message>
        <source>Riderless Horse</source>
        <translation>Cheval sans cavalier</translation>
    </message>
    <message>
        <source>Uneven Ground</source>
        <translation>Terrain accidenté</translation>
    </message>
    <message>
        <source>Bushes</source>
        <translation>Buissons</translation>
    </message>
    <message>
        <source>Rocks</source>
        <translation>Rochers</translation>
    </message>
    <message>
        <source>Ditch</source>
        <translation>Fossé</translation>
    </message>
    <message>
        <source>Double Canister</source>
        <translation>Double mitraille</translation>
    </message>
    <message>
        <source>Canister</source>
        <translation>Mitraille</translation>
    </message>
    <message>
        <source>Round Shot</source>
        <translation>Boulet plein</translation>
    </message>
    <message>
        <source>Cannon Ball</source>
        <translation>Boulet de canon</translation>
    </message>
    <message>
        <source>Exploding Shell</source>
        <translation>Obus explosif</translation>
    </message>
    <message>
        <source>Shrapnel</source>
        <translation>Shrapnel</translation>
    </message>
    <message>
        <source>Musket Fire</source>
        <translation>Tir de mousquet</translation>
    </message>
    <message>
        <source>Musket Volley</source>
        <translation>Salve de mousquets</translation>
    </message>
    <message>
        <source>Rifle Shot</source>
        <translation>Coup de carabine</translation>
    </message>
    <message>
        <source>Officer with Saber</source>
        <translation>Officier au sabre</translation>
    </message>
    <message>
        <source>Cossack with Sword</source>
        <translation>Cosaque à l&apos;épée</translation>
    </message>
    <message>
        <source>Russian Lancer</source>
        <translation>Lancier russe</translation>
    </message>
    <message>
        <source>Greatcoat with Bayonet</source>
        <translation>Capote à baïonnette</translation>
    </message>
    <message>
        <source>Artilleryman</source>
        <translation>Artilleur</translation>
    </message>
    <message>
        <source>No Opponent this Turn</source>
        <translation>Pas d&apos;adversaire ce tour-ci</translation>
    </message>
    <message>
        <source>Good morale</source>
        <translation>Bon moral</translation>
    </message>
    <message>
        <source>Hurried</source>
        <translation>Précipité</translation>
    </message>
    <message>
        <source>Hesitates</source>
        <translation>Hésite</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Recule</translation>
    </message>
    <message>
        <source>Capt. %1</source>
        <translation>Cne %1</translation>
    </message>
    <message>
        <source>Tptr. %1</source>
        <translation>Tromp. %1</translation>
    </message>
    <message>
        <source>Pte. %1</source>
        <translation>Sdt %1</translation>
    </message>
    <message>
        <source>Rider %1</source>
        <translation>Cavalier %1</translation>
    </message>
    <message>
        <source>Straggler %1</source>
        <translation>Traînard %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A troop of %1 forms up for the charge%2. %3.</source>
        <translation>Une troupe de %1 se forme pour la charge%2. %3.</translation>
    </message>
    <message>
        <source> in the front rank</source>
        <translation> au premier rang</translation>
    </message>
    <message>
        <source>Fled the field: %1.</source>
        <translation>Ont fui le champ de bataille : %1.</translation>
    </message>
    <message>
        <source>Turn %1: melee turn %2 of 5 at the battery.</source>
        <translation>Tour %1 : tour de mêlée %2 sur 5 à la batterie.</translation>
    </message>
    <message>
        <source>Turn %1: the troop rides toward the battery.</source>
        <translation>Tour %1 : la troupe chevauche vers la batterie.</translation>
    </message>
    <message>
        <source>Turn %1: the troop rides back toward the British lines.</source>
        <translation>Tour %1 : la troupe revient vers les lignes britanniques.</translation>
    </message>
    <message>
        <source>%1 at the battery: %2</source>
        <translation>%1 à la batterie : %2</translation>
    </message>
    <message>
        <source>hesitates, and his blown horse cannot be spurred: he stays</source>
        <translation>hésite, et son cheval essoufflé ne peut pas être éperonné : il reste sur place</translation>
    </message>
    <message>
        <source>hesitates and stays</source>
        <translation>hésite et reste sur place</translation>
    </message>
    <message>
        <source>hesitates, but spurs his horse on</source>
        <translation>hésite, mais éperonne son cheval</translation>
    </message>
    <message>
        <source>is hurried, but his horse is blown: he moves once</source>
        <translation>est précipité, mais son cheval est essoufflé : il ne se déplace qu&apos;une fois</translation>
    </message>
    <message>
        <source>is hurried and must spur for a second move</source>
        <translation>est précipité et doit éperonner pour un second mouvement</translation>
    </message>
    <message>
        <source>spurs for a second move</source>
        <translation>éperonne pour un second mouvement</translation>
    </message>
    <message>
        <source>spurs for +2 to his evade roll</source>
        <translation>éperonne pour +2 à son jet d&apos;esquive</translation>
    </message>
    <message>
        <source>second move</source>
        <translation>second mouvement</translation>
    </message>
    <message>
        <source>he is home</source>
        <translation>il est rentré</translation>
    </message>
    <message>
        <source>now in space %1</source>
        <translation>maintenant en case %1</translation>
    </message>
    <message>
        <source>%1 (space %2): %3</source>
        <translation>%1 (case %2) : %3</translation>
    </message>
    <message>
        <source>spur roll %1 under %2 spur points: the horse is blown</source>
        <translation>jet d&apos;éperon %1 sous %2 points d&apos;éperon : le cheval est essoufflé</translation>
    </message>
    <message>
        <source>spur roll %1, %2 spur points</source>
        <translation>jet d&apos;éperon %1, %2 points d&apos;éperon</translation>
    </message>
    <message>
        <source>spurs for +2 to fight</source>
        <translation>éperonne pour +2 au combat</translation>
    </message>
    <message>
        <source>no opponent this turn</source>
        <translation>pas d&apos;adversaire ce tour-ci</translation>
    </message>
    <message>
        <source>fights a %1 (fight %2) with %3: the Russian is killed</source>
        <translation>combat un %1 (combat %2) avec %3 : le Russe est tué</translation>
    </message>
    <message>
        <source>fights a %1 (fight %2) with %3 and fails</source>
        <translation>combat un %1 (combat %2) avec %3 et échoue</translation>
    </message>
    <message>
        <source>%1 (front rank: counts as %2)</source>
        <translation>%1 (premier rang : compte comme %2)</translation>
    </message>
    <message>
        <source>%1 (evade %2): evaded with %3</source>
        <translation>%1 (esquive %2) : esquivé avec %3</translation>
    </message>
    <message>
        <source>%1 (evade %2): fails with %3 and is hurt</source>
        <translation>%1 (esquive %2) : échoue avec %3 et est blessé</translation>
    </message>
    <message>
        <source>%1 (evade %2): fails with %3 and stays</source>
        <translation>%1 (esquive %2) : échoue avec %3 et reste sur place</translation>
    </message>
    <message>
        <source>switches to the riderless horse (%1 spur points)</source>
        <translation>passe au cheval sans cavalier (%1 points d&apos;éperon)</translation>
    </message>
    <message>
        <source>%1 (hit %2): missed with %3</source>
        <translation>%1 (touche %2) : manqué avec %3</translation>
    </message>
    <message>
        <source>%1 (hit %2, kill %3): hit with %4, kill roll %5</source>
        <translation>%1 (touche %2, coup mortel %3) : touché avec %4, jet de coup mortel %5</translation>
    </message>
    <message>
        <source>%1 (hit %2, kill %3): hit with %4, kill roll %5, wounded</source>
        <translation>%1 (touche %2, coup mortel %3) : touché avec %4, jet de coup mortel %5, blessé</translation>
    </message>
    <message>
        <source>first into the battery: five melee turns follow</source>
        <translation>premier dans la batterie : cinq tours de mêlée suivent</translation>
    </message>
    <message>
        <source>reaches the battery</source>
        <translation>atteint la batterie</translation>
    </message>
    <message>
        <source>wounded (wounds: %1), and dies of his wounds</source>
        <translation>blessé (blessures : %1), et succombe à ses blessures</translation>
    </message>
    <message>
        <source>wounded (wounds: %1)</source>
        <translation>blessé (blessures : %1)</translation>
    </message>
    <message>
        <source>the Captain is never killed: a wound instead</source>
        <translation>le capitaine n&apos;est jamais tué : une blessure à la place</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>brings %1 home</source>
        <translation>ramène %1</translation>
    </message>
    <message>
        <source>%1, his passenger, is lost</source>
        <translation>%1, son passager, est perdu</translation>
    </message>
    <message>
        <source>a wounded rider joins on his own horse as %1</source>
        <translation>un cavalier blessé rejoint la troupe sur son propre cheval en tant que %1</translation>
    </message>
    <message>
        <source>a wounded rider, %1, walks home safely</source>
        <translation>un cavalier blessé, %1, rentre à pied sain et sauf</translation>
    </message>
    <message>
        <source>a wounded rider, %1, climbs up behind %2</source>
        <translation>un cavalier blessé, %1, monte en croupe derrière %2</translation>
    </message>
    <message>
        <source>%1 fails (%2): %3</source>
        <translation>%1 échoue (%2) : %3</translation>
    </message>
    <message>
        <source>Morale: a man fell this turn; every man holds.</source>
        <translation>Moral : un homme est tombé ce tour-ci ; tous tiennent bon.</translation>
    </message>
    <message>
        <source>Morale: a man fell this turn. %1.</source>
        <translation>Moral : un homme est tombé ce tour-ci. %1.</translation>
    </message>
    <message>
        <source>Rally: the Captain does not try to rally anyone.</source>
        <translation>Ralliement : le capitaine ne tente de rallier personne.</translation>
    </message>
    <message>
        <source>(+1 the Trumpeter sounds at his side)</source>
        <translation>(+1 le trompette sonne à ses côtés)</translation>
    </message>
    <message>
        <source>(-1 the Captain is wounded)</source>
        <translation>(-1 le capitaine est blessé)</translation>
    </message>
    <message>
        <source>Rally: the Captain rallies the men who were %1 with %2%3.</source>
        <translation>Ralliement : le capitaine rallie les hommes qui étaient %1 avec %2%3.</translation>
    </message>
    <message>
        <source>Rally: the Captain fails to rally the men who were %1 with %2%3.</source>
        <translation>Ralliement : le capitaine ne parvient pas à rallier les hommes qui étaient %1 avec %2%3.</translation>
    </message>
    <message>
        <source>The charge is over after turn %1. Of the twelve, %2 came home, %3 were killed and %4 fled.</source>
        <translation>La charge est terminée après le tour %1. Sur les douze, %2 sont rentrés, %3 ont été tués et %4 ont fui.</translation>
    </message>
    <message numerus="yes">
        <source>%n Russian(s) killed.</source>
        <translation>
            <numerusform>%n Russe tué.</numerusform>
            <numerusform>%n Russes tués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stragglers brought home: %1 of %2.</source>
        <translation>Traînards ramenés : %1 sur %2.</translation>
    </message>
    <message numerus="yes">
        <source>Score: %n point(s).</source>
        <translation>
            <numerusform>Score : %n point.</numerusform>
            <numerusform>Score : %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogExportPdf</name>
    <message>
        <source>No picture of the table is available.</source>
        <translation>Aucune image de la table n&apos;est disponible.</translation>
    </message>
    <message>
        <source>After-action report: %1</source>
        <translation>Compte rendu de bataille : %1</translation>
    </message>
    <message>
        <source>Campaign: %1</source>
        <translation>Campagne : %1</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Scénario : %1</translation>
    </message>
    <message>
        <source>Printed: %1</source>
        <translation>Imprimé le : %1</translation>
    </message>
    <message>
        <source>Log entries: %1</source>
        <translation>Entrées du journal : %1</translation>
    </message>
    <message>
        <source>The table at the start of the battle</source>
        <translation>La table au début de la bataille</translation>
    </message>
    <message>
        <source>Log of the battle</source>
        <translation>Journal de la bataille</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>(voided)</source>
        <translation>(invalidée)</translation>
    </message>
    <message>
        <source>Nothing was logged in this battle.</source>
        <translation>Rien n&apos;a été consigné dans cette bataille.</translation>
    </message>
    <message>
        <source>The table at the end of the battle</source>
        <translation>La table à la fin de la bataille</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>Le PDF n&apos;a pas pu être écrit dans %1.</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <translation>%1 — page %2 sur %3</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Brown&apos;s house rule: %1 a turn.</source>
        <translation>Règle maison de Brown : %1 par tour.</translation>
    </message>
</context>
<context>
    <name>SetUpFeature</name>
    <message>
        <source>New Battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>Open a campaign you can write to first (File &gt; Open, or New Campaign).</source>
        <translation>Ouvrez d&apos;abord une campagne dans laquelle vous pouvez écrire (Fichier &gt; Ouvrir, ou Nouvelle campagne).</translation>
    </message>
    <message>
        <source>The battle could not be started: %1</source>
        <translation>La bataille n&apos;a pas pu être commencée : %1</translation>
    </message>
    <message>
        <source>New &amp;Battle…</source>
        <translation>Nouvelle &amp;bataille…</translation>
    </message>
    <message>
        <source>Start a battle in this campaign: from one of its scenarios, or from an empty table with the rule system, size and sides you choose</source>
        <translation>Commencer une bataille dans cette campagne : à partir de l&apos;un de ses scénarios, ou d&apos;une table vide avec le système de règles, la taille et les camps de votre choix</translation>
    </message>
</context>
<context>
    <name>ShareFeature</name>
    <message>
        <source>Share with &amp;Players…</source>
        <translation>Partager avec les &amp;joueurs…</translation>
    </message>
    <message>
        <source>Each side sees its own view of the battle on a phone or tablet, live</source>
        <translation>Chaque camp voit sa propre vue de la bataille, en direct, sur un téléphone ou une tablette</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <source>A picture of %1 x %2 pixels is too large; choose a lower resolution.</source>
        <translation>Une image de %1 x %2 pixels est trop grande ; choisissez une résolution plus basse.</translation>
    </message>
    <message>
        <source>Not enough memory for a picture of %1 x %2 pixels.</source>
        <translation>Mémoire insuffisante pour une image de %1 x %2 pixels.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>The table drawn by Vedette at true scale</source>
        <translation>La table dessinée par Vedette à l&apos;échelle réelle</translation>
    </message>
    <message>
        <source>%1 — sheet %2 of %3</source>
        <translation>%1 — feuille %2 sur %3</translation>
    </message>
    <message>
        <source>row %1 of %2, column %3 of %4; trim the shaded strips and lay each sheet on its neighbour&apos;s edge</source>
        <translation>ligne %1 sur %2, colonne %3 sur %4 ; coupez les bandes grisées et posez chaque feuille sur le bord de sa voisine</translation>
    </message>
    <message>
        <source>50 mm: measure to check the scale</source>
        <translation>50 mm : mesurez pour vérifier l&apos;échelle</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>The sheets are too small to print the table on.</source>
        <translation>Les feuilles sont trop petites pour y imprimer la table.</translation>
    </message>
    <message>
        <source>Unknown picture format for %1: use .png, .svg or .pdf.</source>
        <translation>Format d&apos;image inconnu pour %1 : utilisez .png, .svg ou .pdf.</translation>
    </message>
</context>
<context>
    <name>TableFeature</name>
    <message>
        <source>Export &amp;Table</source>
        <translation>Exporter la &amp;table</translation>
    </message>
    <message>
        <source>True &amp;Scale</source>
        <translation>Échelle &amp;réelle</translation>
    </message>
    <message>
        <source>One inch on paper is one inch on the table</source>
        <translation>Un pouce sur le papier vaut un pouce sur la table</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Exporter la table</translation>
    </message>
    <message>
        <source>Table exported to %1</source>
        <translation>Table exportée vers %1</translation>
    </message>
    <message>
        <source>As &amp;PNG Picture…</source>
        <translation>En image &amp;PNG…</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>As S&amp;VG Drawing…</source>
        <translation>En dessin S&amp;VG…</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>As P&amp;DF…</source>
        <translation>En P&amp;DF…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>P&amp;rint Table…</source>
        <translation>Imp&amp;rimer la table…</translation>
    </message>
    <message numerus="yes">
        <source>Printed the table on %n sheet(s)</source>
        <translation>
            <numerusform>Table imprimée sur %n feuille</numerusform>
            <numerusform>Table imprimée sur %n feuilles</numerusform>
        </translation>
    </message>
    <message>
        <source>Table Tools</source>
        <translation>Outils de la table</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>Afficher la &amp;grille</translation>
    </message>
    <message>
        <source>Lines every inch (or centimetre) over the table</source>
        <translation>Lignes tous les pouces (ou centimètres) sur la table</translation>
    </message>
    <message>
        <source>&amp;Clear Pinned Rulers</source>
        <translation>Effa&amp;cer les règles épinglées</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit Table</source>
        <translation>A&amp;juster la table</translation>
    </message>
</context>
<context>
    <name>TerrainItem</name>
    <message>
        <source>height %1</source>
        <translation>hauteur %1</translation>
    </message>
    <message>
        <source>%1 (height %2)</source>
        <translation>%1 (hauteur %2)</translation>
    </message>
</context>
<context>
    <name>vedette::AboutDialog</name>
    <message>
        <source>About Vedette</source>
        <translation>À propos de Vedette</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Vedette %1&lt;/h2&gt;&lt;p&gt;The referee&apos;s table assistant for miniatures wargames: the table to scale, measurement edge to edge, charges, melees and morale resolved from the rule charts with the odds shown before the dice are thrown, and a campaign log kept safely.&lt;/p&gt;&lt;p&gt;Rule systems: Dan Brown&apos;s &lt;i&gt;Mechanics of a Charge&lt;/i&gt;, Balagan&apos;s &lt;i&gt;Marlburian Rules&lt;/i&gt;, the solo &lt;i&gt;Charge of the Light Brigade&lt;/i&gt; and the card game &lt;i&gt;Anyone for Tennyson&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Vedette %1&lt;/h2&gt;&lt;p&gt;L&apos;assistant de l&apos;arbitre à la table pour les jeux de guerre avec figurines : la table à l&apos;échelle, les mesures de bord à bord, les charges, mêlées et tests de moral résolus d&apos;après les tableaux des règles, avec les probabilités affichées avant de lancer les dés, et un journal de campagne tenu en lieu sûr.&lt;/p&gt;&lt;p&gt;Systèmes de règles : &lt;i&gt;Mechanics of a Charge&lt;/i&gt; de Dan Brown, &lt;i&gt;Marlburian Rules&lt;/i&gt; de Balagan, le jeu solo &lt;i&gt;Charge of the Light Brigade&lt;/i&gt; et le jeu de cartes &lt;i&gt;Anyone for Tennyson&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Construit avec Qt %2. Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganActMenu</name>
    <message>
        <source>%1 has done what it may this bound.</source>
        <translation>%1 a fait ce qui lui est permis ce bond.</translation>
    </message>
    <message>
        <source>%1 in 6, %2%</source>
        <translation>%1 sur 6, %2%</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: contact %2%</source>
        <translation>%1 : contact %2%</translation>
    </message>
    <message>
        <source>Fire on</source>
        <translation>Tirer sur</translation>
    </message>
    <message>
        <source>%1: fails its test %2%</source>
        <translation>%1 : échoue à son test %2%</translation>
    </message>
    <message numerus="yes">
        <source>Its orders (%1) hold back %n more choice(s): Ctrl+right-click offers them as the referee&apos;s override, logged.</source>
        <translation>
            <numerusform>Ses ordres (%1) retiennent %n autre choix : Ctrl+clic droit le propose comme décision de l&apos;arbitre passant outre, consignée.</numerusform>
            <numerusform>Ses ordres (%1) retiennent %n autres choix : Ctrl+clic droit les propose comme décision de l&apos;arbitre passant outre, consignée.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (against orders, logged)</source>
        <translation>%1 (contre les ordres, consigné)</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganController</name>
    <message>
        <source>Balagan&apos;s house rules changed.</source>
        <translation>Les règles maison de Balagan ont changé.</translation>
    </message>
    <message>
        <source>Roll cancelled; nothing happened.</source>
        <translation>Jet annulé ; rien ne s&apos;est passé.</translation>
    </message>
    <message>
        <source>The set-up is over: deployment is rolled before the first bound.</source>
        <translation>La mise en place est terminée : le jet de déploiement a lieu avant le premier bond.</translation>
    </message>
    <message>
        <source>Every side has rolled for its deployment.</source>
        <translation>Chaque camp a lancé pour son déploiement.</translation>
    </message>
    <message>
        <source>Balagan deployment roll</source>
        <translation>Jet de déploiement Balagan</translation>
    </message>
    <message>
        <source>The morale tests of this bound are taken; the side moves or ends its bound.</source>
        <translation>Les tests de moral de ce bond sont passés ; le camp se déplace ou termine son bond.</translation>
    </message>
    <message>
        <source>Balagan morale tests</source>
        <translation>Tests de moral Balagan</translation>
    </message>
    <message>
        <source>There is no unit %1 on the table.</source>
        <translation>Il n&apos;y a pas d&apos;unité %1 sur la table.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>Balagan morale test</source>
        <translation>Test de moral Balagan</translation>
    </message>
    <message>
        <source>A factor can be overridden from -6 to +6, not %1.</source>
        <translation>Un facteur peut être imposé de -6 à +6, pas %1.</translation>
    </message>
    <message>
        <source>Override Balagan factor</source>
        <translation>Imposer un facteur Balagan</translation>
    </message>
    <message>
        <source>The referee sets %1 of %2 to %3.</source>
        <translation>L&apos;arbitre fixe %1 de %2 à %3.</translation>
    </message>
    <message>
        <source>The referee returns %1 of %2 to the table&apos;s value.</source>
        <translation>L&apos;arbitre ramène %1 de %2 à la valeur de la table.</translation>
    </message>
    <message>
        <source>End of Balagan bound</source>
        <translation>Fin du bond Balagan</translation>
    </message>
    <message>
        <source>Send messenger</source>
        <translation>Envoyer un messager</translation>
    </message>
    <message>
        <source>No messenger sent: the general is not on the table.</source>
        <translation>Aucun messager envoyé : le général n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>Messengers of %1 ride</source>
        <translation>Les messagers de %1 chevauchent</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>%1 moves %2.</source>
        <translation>%1 se déplace de %2.</translation>
    </message>
    <message>
        <source>Only horse rolls for charging through fog.</source>
        <translation>Seule la cavalerie lance un dé pour charger à travers la fumée.</translation>
    </message>
    <message>
        <source>Horse through the fog</source>
        <translation>Cavalerie à travers la fumée</translation>
    </message>
    <message>
        <source>Through the fog: %1 further.</source>
        <translation>À travers la fumée : %1 de plus.</translation>
    </message>
    <message>
        <source>Through the fog: no extra move.</source>
        <translation>À travers la fumée : pas de mouvement supplémentaire.</translation>
    </message>
    <message>
        <source>There is no general %1.</source>
        <translation>Il n&apos;y a pas de général %1.</translation>
    </message>
    <message>
        <source>%1 changes orders</source>
        <translation>%1 change d&apos;ordres</translation>
    </message>
    <message>
        <source>Rolled %1: orders are now %2.</source>
        <translation>Lancer de %1 : les ordres sont désormais %2.</translation>
    </message>
    <message>
        <source>Rolled %1: the orders stand.</source>
        <translation>Lancer de %1 : les ordres restent inchangés.</translation>
    </message>
    <message>
        <source>%1 arrives in person</source>
        <translation>%1 arrive en personne</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganHouseRulesDialog</name>
    <message>
        <source>House Rules: Balagan&apos;s Marlburian</source>
        <translation>Règles maison : Marlburian Rules de Balagan</translation>
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
        <translation>Feu et combat</translation>
    </message>
    <message>
        <source>Front arc, each side of straight ahead:</source>
        <translation>Arc frontal, de part et d&apos;autre de la direction droit devant :</translation>
    </message>
    <message>
        <source>Foot range:</source>
        <translation>Portée de l&apos;infanterie :</translation>
    </message>
    <message>
        <source>Artillery range:</source>
        <translation>Portée de l&apos;artillerie :</translation>
    </message>
    <message>
        <source>Artillery long range (+1):</source>
        <translation>Longue portée de l&apos;artillerie (+1) :</translation>
    </message>
    <message>
        <source>Base contact tolerance:</source>
        <translation>Tolérance de contact des socles :</translation>
    </message>
    <message>
        <source>Morale factors</source>
        <translation>Facteurs de moral</translation>
    </message>
    <message>
        <source>Support behind within:</source>
        <translation>Soutien derrière à moins de :</translation>
    </message>
    <message>
        <source>Enemy behind flank or rear within:</source>
        <translation>Ennemi derrière le flanc ou l&apos;arrière à moins de :</translation>
    </message>
    <message>
        <source>Formations and movement</source>
        <translation>Formations et mouvement</translation>
    </message>
    <message>
        <source>Double line gap:</source>
        <translation>Intervalle de la double ligne :</translation>
    </message>
    <message>
        <source>Column of march gap:</source>
        <translation>Intervalle de la colonne de marche :</translation>
    </message>
    <message>
        <source>A wheel costs the distance moved by the outer corner</source>
        <translation>Une conversion coûte la distance parcourue par le coin extérieur</translation>
    </message>
    <message>
        <source>Reading M-13: the front arc runs 45° each side of straight ahead from the front corners (setting).</source>
        <translation>Interprétation de M-13 : l&apos;arc frontal s&apos;étend à 45° de part et d&apos;autre de la direction droit devant, à partir des coins avant (réglage).</translation>
    </message>
    <message>
        <source>Reading M-13: enemy foot in line has a unit under fire within 200p.</source>
        <translation>Interprétation de M-13 : l&apos;infanterie ennemie en ligne met sous le feu une unité à moins de 200p.</translation>
    </message>
    <message>
        <source>Reading M-13: unlimbered artillery has a unit under fire within 1000p.</source>
        <translation>Interprétation de M-13 : l&apos;artillerie en batterie met sous le feu une unité à moins de 1000p.</translation>
    </message>
    <message>
        <source>Reading M-16: +1 when only shot at by artillery at 200p or more.</source>
        <translation>Interprétation de M-16 : +1 quand l&apos;unité n&apos;est visée que par de l&apos;artillerie à 200p ou plus.</translation>
    </message>
    <message>
        <source>In melee = base contact with an enemy unit (reading M-12); on a real table edges this close count as touching.</source>
        <translation>En mêlée = contact de socle avec une unité ennemie (interprétation de M-12) ; sur une vraie table, des bords aussi proches comptent comme se touchant.</translation>
    </message>
    <message>
        <source>Reading M-18: −1 unsupported: foot not in double line and no friendly unit within 200p behind.</source>
        <translation>Interprétation de M-18 : −1 sans soutien : infanterie qui n&apos;est pas en double ligne et aucune unité amie à moins de 200p derrière.</translation>
    </message>
    <message>
        <source>Reading M-21: −1 for any enemy wholly behind its flank or rear line within 1200p (setting).</source>
        <translation>Interprétation de M-21 : −1 pour tout ennemi entièrement derrière sa ligne de flanc ou arrière à moins de 1200p (réglage).</translation>
    </message>
    <message>
        <source>Reading M-2: double line = one element behind the other with a gap of 1 cm (setting).</source>
        <translation>Interprétation de M-2 : double ligne = un élément derrière l&apos;autre avec un intervalle de 1 cm (réglage).</translation>
    </message>
    <message>
        <source>Reading M-2: column of march = one element behind the other with a gap of 2 cm (setting).</source>
        <translation>Interprétation de M-2 : colonne de marche = un élément derrière l&apos;autre avec un intervalle de 2 cm (réglage).</translation>
    </message>
    <message>
        <source>Reading M-11: wheel cost = distance moved by the outer corner (setting). Off: the distance moved by the unit&apos;s centre.</source>
        <translation>Interprétation de M-11 : coût d&apos;une conversion = distance parcourue par le coin extérieur (réglage). Désactivé : la distance parcourue par le centre de l&apos;unité.</translation>
    </message>
    <message>
        <source>Reading M-35: a move never ends in contact with an enemy; it halts 100p short (setting), never nearer than the base contact tolerance. Only a charge goes into contact.</source>
        <translation>Lecture M-35 : un mouvement ne finit jamais au contact d&apos;un ennemi ; il s&apos;arrête 100p avant (réglage), jamais plus près que la tolérance de contact des socles. Seule une charge mène au contact.</translation>
    </message>
    <message>
        <source>A move halts short of an enemy by:</source>
        <translation>Un mouvement s&apos;arrête avant un ennemi à :</translation>
    </message>
</context>
<context>
    <name>vedette::BalaganOverlay</name>
    <message>
        <source>Second side</source>
        <translation>Second camp</translation>
    </message>
    <message>
        <source>Show Balagan &amp;Reach</source>
        <translation>Afficher la &amp;zone accessible Balagan</translation>
    </message>
    <message>
        <source>Show the selected unit&apos;s move allowance in paces on the table, bad going included (Balagan)</source>
        <translation>Afficher sur la table le mouvement autorisé de l&apos;unité sélectionnée, en pas, terrain difficile compris (Balagan)</translation>
    </message>
</context>
<context>
    <name>vedette::BattleController</name>
    <message>
        <source>The battle on the table has no rule system; this needs a %1 battle.</source>
        <translation>La bataille sur la table n&apos;a pas de système de règles ; il faut une bataille %1.</translation>
    </message>
    <message>
        <source>The battle on the table is played with %1, not %2.</source>
        <translation>La bataille sur la table se joue avec %1, pas %2.</translation>
    </message>
</context>
<context>
    <name>vedette::BoundPanel</name>
    <message>
        <source>Balagan Bound</source>
        <translation>Bond Balagan</translation>
    </message>
    <message>
        <source>Unit / factor</source>
        <translation>Unité / facteur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Test all</source>
        <translation>Tout tester</translation>
    </message>
    <message>
        <source>Test selected</source>
        <translation>Tester la sélection</translation>
    </message>
    <message>
        <source>End bound</source>
        <translation>Terminer le bond</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <source>Bound %1 — %2 — %3 — %4</source>
        <translation>Bond %1 — %2 — %3 — %4</translation>
    </message>
    <message>
        <source>In melee</source>
        <translation>En mêlée</translation>
    </message>
    <message>
        <source>Under fire</source>
        <translation>Sous le feu</translation>
    </message>
    <message>
        <source>Derived %1; double-click to override</source>
        <translation>Déduit : %1 ; double-cliquez pour le remplacer</translation>
    </message>
    <message>
        <source>%1 (overridden by the referee)</source>
        <translation>%1 (imposé par l&apos;arbitre)</translation>
    </message>
    <message>
        <source>Action: 1d6 %1, succeeds on 3 or more: %2 in 6 (%3%).</source>
        <translation>Action : 1d6 %1, réussit sur 3 ou plus : %2 sur 6 (%3%).</translation>
    </message>
    <message>
        <source>Override factor</source>
        <translation>Imposer le facteur</translation>
    </message>
    <message>
        <source>%1 for %2:</source>
        <translation>%1 pour %2 :</translation>
    </message>
    <message>
        <source>Balagan &amp;Bound</source>
        <translation>&amp;Bond Balagan</translation>
    </message>
    <message>
        <source>Show the panel that runs a bound of Balagan&apos;s Marlburian rules</source>
        <translation>Afficher le panneau qui gère un bond des Marlburian Rules de Balagan</translation>
    </message>
    <message>
        <source>Deployment roll</source>
        <translation>Jet de déploiement</translation>
    </message>
    <message>
        <source>Set-up: 1d6 for each side that has not rolled; on 1-3 all its units start in column (artillery limbered).</source>
        <translation>Mise en place : 1d6 pour chaque camp qui n&apos;a pas encore lancé ; sur 1-3, toutes ses unités commencent en colonne (artillerie attelée).</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Règles maison…</translation>
    </message>
    <message>
        <source>Set-up: deploy in the zones; the first bound is next (%1).</source>
        <translation>Mise en place : déployez dans les zones ; le premier bond est le suivant (%1).</translation>
    </message>
    <message>
        <source>Balagan&apos;s H&amp;ouse Rules...</source>
        <translation>Règles mais&amp;on de Balagan...</translation>
    </message>
    <message>
        <source>The morale phase of the side to move: fog is laid in front of every firing unit, then every unit of the side in combat tests (1d6 + factors, below 4 gains a counter).</source>
        <translation>La phase de moral du camp qui se déplace : la fumée est posée devant chaque unité qui tire, puis chaque unité du camp engagée au combat fait un test (1d6 + facteurs ; en dessous de 4, elle reçoit un marqueur).</translation>
    </message>
    <message>
        <source>One morale test for the unit selected in the list.</source>
        <translation>Un test de moral pour l&apos;unité sélectionnée dans la liste.</translation>
    </message>
    <message>
        <source>Fog lifts where its unit did not fire, the army-break roll is made where half a side has routed, the clock moves on 15 minutes and the other side moves.</source>
        <translation>La fumée se dissipe là où son unité n&apos;a pas tiré, le jet de rupture de l&apos;armée est effectué là où la moitié d&apos;un camp est en déroute, l&apos;horloge avance de 15 minutes et l&apos;autre camp se déplace.</translation>
    </message>
    <message>
        <source>Unit acting</source>
        <translation>Unité qui agit</translation>
    </message>
    <message>
        <source>New formation</source>
        <translation>Nouvelle formation</translation>
    </message>
    <message>
        <source>The formation the unit takes; after a success it may still move half its new allowance.</source>
        <translation>La formation que prend l&apos;unité ; après une réussite, elle peut encore parcourir la moitié de son nouveau mouvement autorisé.</translation>
    </message>
    <message>
        <source>Through the fog: roll for 200 p</source>
        <translation>À travers la fumée : jet pour 200 p</translation>
    </message>
    <message>
        <source>Horse whose charge passes wholly through fog rolls 1d6 after moving: 4-6 adds 200 p (thrown for you when a charge falls short; here for a charge moved by hand).</source>
        <translation>La cavalerie dont la charge traverse entièrement la fumée lance 1d6 après son mouvement : sur 4-6, elle avance de 200 p de plus (lancé pour vous quand une charge s&apos;arrête court ; ici pour une charge déplacée à la main).</translation>
    </message>
    <message>
        <source>The units of the side to move that may still act this bound</source>
        <translation>Les unités du camp dont c&apos;est le tour qui peuvent encore agir ce bond</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>What the rules allow this unit now, with its chance</source>
        <translation>Ce que les règles permettent à cette unité maintenant, avec sa chance</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>The enemy units it may charge or fires on, nearest first</source>
        <translation>Les unités ennemies qu&apos;elle peut charger ou sur lesquelles elle tire, la plus proche d&apos;abord</translation>
    </message>
    <message>
        <source>Override the rules (logged)</source>
        <translation>Passer outre aux règles (consigné)</translation>
    </message>
    <message>
        <source>Offer every unit, action and target, also those the rules refuse now; what the rules refuse is done at the referee&apos;s word and logged as an override.</source>
        <translation>Proposer toutes les unités, actions et cibles, y compris celles que les règles refusent maintenant ; ce que les règles refusent se fait sur la parole de l&apos;arbitre et est consigné comme une dérogation.</translation>
    </message>
    <message>
        <source>%1 (%2 in 6)</source>
        <translation>%1 (%2 sur 6)</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Select a unit for what it may do.</source>
        <translation>Sélectionnez une unité pour voir ce qu&apos;elle peut faire.</translation>
    </message>
    <message>
        <source>The rules refuse it: %1 Done only as the referee&apos;s override, logged.</source>
        <translation>Les règles le refusent : %1 Fait seulement comme dérogation de l&apos;arbitre, consignée.</translation>
    </message>
    <message>
        <source>No die: %1 straight ahead; drag it on the table to move it another way.</source>
        <translation>Pas de dé : %1 droit devant ; faites-la glisser sur la table pour la déplacer autrement.</translation>
    </message>
    <message>
        <source>No die: %1 tests its morale for this fire in its own bound and fails %2 in 6 (%3%).</source>
        <translation>Pas de dé : %1 teste son moral pour ce tir dans son propre bond et échoue sur %2 sur 6 (%3%).</translation>
    </message>
    <message>
        <source>The allowance falls short: contact needs 4-6 through the fog as well (%1%).</source>
        <translation>Le mouvement autorisé ne suffit pas : le contact exige aussi 4-6 à travers la fumée (%1%).</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Unité :</translation>
    </message>
    <message>
        <source>A&amp;ction:</source>
        <translation>A&amp;ction :</translation>
    </message>
</context>
<context>
    <name>vedette::BrownController</name>
    <message>
        <source>Brown&apos;s house rules changed.</source>
        <translation>Les règles maison de Brown ont changé.</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>The set-up is over: turn 1 begins.</source>
        <translation>La mise en place est terminée : le tour 1 commence.</translation>
    </message>
    <message>
        <source>Turn %1 begins.</source>
        <translation>Le tour %1 commence.</translation>
    </message>
    <message>
        <source>Declare Charge: %1 on %2</source>
        <translation>Déclarer la charge : %1 sur %2</translation>
    </message>
    <message>
        <source>No charge is declared.</source>
        <translation>Aucune charge n&apos;est déclarée.</translation>
    </message>
    <message>
        <source>Roll cancelled; the step can be thrown again.</source>
        <translation>Jet annulé ; l&apos;étape peut être relancée.</translation>
    </message>
    <message>
        <source>Activation roll</source>
        <translation>Jet d&apos;activation</translation>
    </message>
    <message>
        <source>Evade decision</source>
        <translation>Décision d&apos;esquive</translation>
    </message>
    <message>
        <source>Fire Discipline roll</source>
        <translation>Jet de discipline de feu</translation>
    </message>
    <message>
        <source>Closing casualties come in 10% steps from 0% to 100%, not %1%.</source>
        <translation>Les pertes à l&apos;approche vont par paliers de 10% de 0% à 100%, pas %1%.</translation>
    </message>
    <message>
        <source>Closing casualties %1%</source>
        <translation>Pertes à l&apos;approche %1%</translation>
    </message>
    <message>
        <source>Charge roll</source>
        <translation>Jet de charge</translation>
    </message>
    <message>
        <source>Ride down roll</source>
        <translation>Jet d&apos;écrasement</translation>
    </message>
    <message>
        <source>Surrender roll</source>
        <translation>Jet de reddition</translation>
    </message>
    <message>
        <source>The charge is resolved: apply it to the table or finish it.</source>
        <translation>La charge est résolue : appliquez-la à la table ou terminez-la.</translation>
    </message>
    <message>
        <source>A modifier must be from -50 to 50, not %1.</source>
        <translation>Un modificateur doit être compris entre -50 et 50, pas %1.</translation>
    </message>
    <message>
        <source>Charge modifiers</source>
        <translation>Modificateurs de charge</translation>
    </message>
    <message>
        <source>This charge is already on the table.</source>
        <translation>Cette charge est déjà sur la table.</translation>
    </message>
    <message>
        <source>The charge is not resolved yet.</source>
        <translation>La charge n&apos;est pas encore résolue.</translation>
    </message>
    <message>
        <source>Charge: %1</source>
        <translation>Charge : %1</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>The charge could not be replayed.</source>
        <translation>La charge n&apos;a pas pu être rejouée.</translation>
    </message>
    <message>
        <source>The dice were withheld; nothing was written.</source>
        <translation>Les dés n&apos;ont pas été fournis ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Charge of %1 on %2 cancelled; nothing was applied to the table.</source>
        <translation>Charge de %1 sur %2 annulée ; rien n&apos;a été appliqué à la table.</translation>
    </message>
    <message>
        <source>Finish Charge</source>
        <translation>Terminer la charge</translation>
    </message>
    <message>
        <source>Cancel Charge</source>
        <translation>Annuler la charge</translation>
    </message>
    <message>
        <source>Pick two different units on the table for the melee.</source>
        <translation>Choisissez deux unités différentes sur la table pour la mêlée.</translation>
    </message>
    <message>
        <source>%1 and %2 are in melee; both are Disordered while it lasts.</source>
        <translation>%1 et %2 sont en mêlée ; tous deux sont désordonnés tant qu&apos;elle dure.</translation>
    </message>
    <message>
        <source>Melee: %1 and %2</source>
        <translation>Mêlée : %1 et %2</translation>
    </message>
    <message>
        <source>No melee is being fought.</source>
        <translation>Aucune mêlée n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Roll cancelled; the round can be thrown again.</source>
        <translation>Jet annulé ; le round peut être relancé.</translation>
    </message>
    <message>
        <source>Melee round %1</source>
        <translation>Round de mêlée %1</translation>
    </message>
    <message>
        <source>A melee modifier must be from -50 to 50, not %1.</source>
        <translation>Un modificateur de mêlée doit être compris entre -50 et 50, pas %1.</translation>
    </message>
    <message>
        <source>Melee modifier</source>
        <translation>Modificateur de mêlée</translation>
    </message>
    <message>
        <source>Melee morale</source>
        <translation>Moral de mêlée</translation>
    </message>
    <message>
        <source>End Melee</source>
        <translation>Terminer la mêlée</translation>
    </message>
    <message>
        <source>There is no unit &quot;%1&quot; on the table.</source>
        <translation>Il n&apos;y a pas d&apos;unité &quot;%1&quot; sur la table.</translation>
    </message>
    <message>
        <source>%1 holds under a General Order.</source>
        <translation>%1 tient sous un Ordre général.</translation>
    </message>
    <message>
        <source>%1 is no longer under a General Order.</source>
        <translation>%1 n&apos;est plus sous un Ordre général.</translation>
    </message>
    <message>
        <source>General Order: %1</source>
        <translation>Ordre général : %1</translation>
    </message>
    <message>
        <source>No General Order: %1</source>
        <translation>Sans Ordre général : %1</translation>
    </message>
    <message>
        <source>This charge cannot continue against that unit (5&quot; or less from the position occupied, after a result that allows pursuit).</source>
        <translation>Cette charge ne peut pas se poursuivre contre cette unité (5&quot; ou moins de la position occupée, après un résultat qui permet la poursuite).</translation>
    </message>
    <message>
        <source>Apply a charge first: only an applied charge may continue.</source>
        <translation>Appliquez d&apos;abord une charge : seule une charge appliquée peut se poursuivre.</translation>
    </message>
    <message>
        <source>Continue Charge: %1 on %2</source>
        <translation>Poursuite de la charge : %1 sur %2</translation>
    </message>
    <message>
        <source>Only an applied charge may continue: the battle has no applied charge of %1 on %2.</source>
        <translation>Seule une charge appliquée peut se poursuivre : la bataille n&apos;a pas de charge appliquée de %1 sur %2.</translation>
    </message>
    <message>
        <source>This charge cannot continue against %1 (5&quot; or less from the position occupied, after a result that allows pursuit).</source>
        <translation>Cette charge ne peut pas se poursuivre contre %1 (5&quot; ou moins de la position occupée, après un résultat qui permet la poursuite).</translation>
    </message>
    <message>
        <source>There is no modifier &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas de modificateur « %1 ».</translation>
    </message>
    <message>
        <source>The melee goes on in turn %1: end turn %2 first (Next Turn).</source>
        <translation>La mêlée se poursuit au tour %1 : terminez d&apos;abord le tour %2 (Tour suivant).</translation>
    </message>
    <message>
        <source>The battle&apos;s melee is %1 against %2.</source>
        <translation>La mêlée de la bataille oppose %1 à %2.</translation>
    </message>
    <message>
        <source>The melee could not be replayed.</source>
        <translation>La mêlée n&apos;a pas pu être rejouée.</translation>
    </message>
    <message>
        <source>The melee awaits the morale checks of its last round.</source>
        <translation>La mêlée attend les tests de moral de son dernier round.</translation>
    </message>
    <message>
        <source>The charge goes onto the table: %1</source>
        <translation>La charge est appliquée à la table : %1</translation>
    </message>
    <message>
        <source>Resolve Charge: %1 on %2</source>
        <translation>Résoudre la charge : %1 sur %2</translation>
    </message>
    <message>
        <source>Declare and Resolve Charge: %1 on %2</source>
        <translation>Déclarer et résoudre la charge : %1 sur %2</translation>
    </message>
    <message>
        <source>Roll cancelled; nothing happened.</source>
        <translation>Jet annulé ; rien ne s&apos;est passé.</translation>
    </message>
    <message>
        <source>The charge waits for the referee&apos;s decision.</source>
        <translation>La charge attend la décision de l&apos;arbitre.</translation>
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
        <translation>Cavalerie légère</translation>
    </message>
    <message>
        <source>Heavy cavalry</source>
        <translation>Cavalerie lourde</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>House Rules: Brown&apos;s Charge</source>
        <translation>Règles maison : charge de Brown</translation>
    </message>
    <message>
        <source>Procedure</source>
        <translation>Procédure</translation>
    </message>
    <message>
        <source>Activation succeeds on (class die):</source>
        <translation>L&apos;activation réussit sur (dé de classe) :</translation>
    </message>
    <message>
        <source>Fire Discipline holds on (class die):</source>
        <translation>La discipline de feu tient sur (dé de classe) :</translation>
    </message>
    <message>
        <source>In Smoke (continued charge):</source>
        <translation>Dans la fumée (charge poursuivie) :</translation>
    </message>
    <message>
        <source>Secure flank distance:</source>
        <translation>Distance de flanc sûr :</translation>
    </message>
    <message>
        <source>Suggested move (rout, fall back, thrown back):</source>
        <translation>Mouvement suggéré (déroute, repli, repoussé) :</translation>
    </message>
    <message>
        <source>Casualty step (of starting strength):</source>
        <translation>Palier de pertes (de l&apos;effectif initial) :</translation>
    </message>
    <message>
        <source>Charge reach</source>
        <translation>Portée de charge</translation>
    </message>
    <message>
        <source>cannot charge</source>
        <translation>ne peut pas charger</translation>
    </message>
    <message>
        <source>Troop classes</source>
        <translation>Classes de troupe</translation>
    </message>
    <message>
        <source>Class die</source>
        <translation>Dé de classe</translation>
    </message>
    <message>
        <source>Melee modifier</source>
        <translation>Modificateur de mêlée</translation>
    </message>
    <message>
        <source>Cavalry may ride down infantry after</source>
        <translation>La cavalerie peut écraser l&apos;infanterie après</translation>
    </message>
    <message>
        <source>Movement allowances a turn (not in the text)</source>
        <translation>Mouvements autorisés par tour (absents du texte)</translation>
    </message>
    <message>
        <source>When on, a unit dragged further than its allowance turns red and goes back (Ctrl moves it anyway, noted in the log)</source>
        <translation>Activé, une unité glissée plus loin que son mouvement autorisé devient rouge et revient en arrière (Ctrl la déplace quand même, noté dans le journal)</translation>
    </message>
    <message>
        <source>Infantry in line:</source>
        <translation>Infanterie en ligne :</translation>
    </message>
    <message>
        <source>Infantry in column:</source>
        <translation>Infanterie en colonne :</translation>
    </message>
    <message>
        <source>Infantry in square:</source>
        <translation>Infanterie en carré :</translation>
    </message>
    <message>
        <source>Cavalry in line:</source>
        <translation>Cavalerie en ligne :</translation>
    </message>
    <message>
        <source>Cavalry in column:</source>
        <translation>Cavalerie en colonne :</translation>
    </message>
    <message>
        <source>Artillery limbered:</source>
        <translation>Artillerie attelée :</translation>
    </message>
    <message>
        <source>Artillery unlimbered:</source>
        <translation>Artillerie en batterie :</translation>
    </message>
</context>
<context>
    <name>vedette::CalibrationDialog</name>
    <message>
        <source>Calibrate the Table Screen</source>
        <translation>Calibrer l&apos;écran de table</translation>
    </message>
    <message>
        <source>The table screen now shows a black bar that should be %1 mm long. Lay a tape along it on the glass and type the length you measure.</source>
        <translation>L&apos;écran de table affiche maintenant une barre noire qui devrait mesurer %1 mm. Posez un mètre ruban le long de la barre, sur la vitre, et tapez la longueur mesurée.</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>&amp;Measured length:</source>
        <translation>Longueur &amp;mesurée :</translation>
    </message>
    <message>
        <source>Correct the scale and redraw the bar, to measure it again</source>
        <translation>Corriger l&apos;échelle et redessiner la barre, pour la mesurer à nouveau</translation>
    </message>
    <message>
        <source>Forget this screen&apos;s calibration and use the size it reports</source>
        <translation>Oublier le calibrage de cet écran et utiliser la taille qu&apos;il indique</translation>
    </message>
    <message>
        <source>%1 mm cannot be right: it would put the scale more than ten times off what the screen reports. Measure the black bar again.</source>
        <translation>%1 mm ne peut pas être juste : l&apos;échelle s&apos;écarterait de plus d&apos;un facteur dix de ce qu&apos;indique l&apos;écran. Mesurez à nouveau la barre noire.</translation>
    </message>
    <message>
        <source>The table screen is closed.</source>
        <translation>L&apos;écran de table est fermé.</translation>
    </message>
    <message>
        <source>%1: %2 pixels per mm (the screen reports %3 px/mm; calibration ×%4).</source>
        <translation>%1 : %2 pixels par mm (l&apos;écran indique %3 px/mm ; calibrage ×%4).</translation>
    </message>
</context>
<context>
    <name>vedette::CameraPanel</name>
    <message>
        <source>Print Markers</source>
        <translation>Imprimer les marqueurs</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Camera markers: %1</source>
        <translation>Marqueurs de la caméra : %1</translation>
    </message>
    <message>
        <source>Markers written to %1: print at 100%, not fitted to the page.</source>
        <translation>Marqueurs écrits dans %1 : imprimez à 100 %, sans ajuster à la page.</translation>
    </message>
    <message>
        <source>Ca&amp;mera</source>
        <translation>Ca&amp;méra</translation>
    </message>
    <message>
        <source>See the table through an overhead camera and accept the moves it sees</source>
        <translation>Voir la table par une caméra au-dessus et accepter les mouvements qu&apos;elle voit</translation>
    </message>
    <message>
        <source>Print &amp;Markers…</source>
        <translation>Imprimer les &amp;marqueurs…</translation>
    </message>
    <message>
        <source>The camera&apos;s markers of this battle, at true scale, into a PDF</source>
        <translation>Les marqueurs de la caméra de cette bataille, à l&apos;échelle, dans un PDF</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>The camera over the table, or a recorded video played as if it were the camera</source>
        <translation>La caméra au-dessus de la table, ou une vidéo enregistrée lue comme si c&apos;était la caméra</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Blue: reference markers. Green: units seen where the table has them. Orange: units seen moved, proposed once still for half a second.</source>
        <translation>Bleu : marqueurs de référence. Vert : unités vues là où la table les a. Orange : unités vues déplacées, proposées une fois immobiles une demi-seconde.</translation>
    </message>
    <message>
        <source>Accept All</source>
        <translation>Tout accepter</translation>
    </message>
    <message>
        <source>Make every proposed move the rules allow, as one step (Edit &gt; Undo takes it back)</source>
        <translation>Faire chaque mouvement proposé que les règles permettent, en une étape (Édition &gt; Annuler la reprend)</translation>
    </message>
    <message>
        <source>No camera</source>
        <translation>Pas de caméra</translation>
    </message>
    <message>
        <source>Recorded video…</source>
        <translation>Vidéo enregistrée…</translation>
    </message>
    <message>
        <source>Play a Recorded Video</source>
        <translation>Lire une vidéo enregistrée</translation>
    </message>
    <message>
        <source>Videos (*.avi *.mp4 *.mkv *.webm *.mov);;All files (*)</source>
        <translation>Vidéos (*.avi *.mp4 *.mkv *.webm *.mov);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The video cannot be played: %1</source>
        <translation>La vidéo ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>Pick the camera over the table, or a recorded video.</source>
        <translation>Choisissez la caméra au-dessus de la table, ou une vidéo enregistrée.</translation>
    </message>
    <message>
        <source>Waiting for the first picture…</source>
        <translation>En attente de la première image…</translation>
    </message>
    <message>
        <source>%1 of 8 reference markers seen: at least 4 are needed to find the table.</source>
        <translation>%1 marqueurs de référence sur 8 vus : il en faut au moins 4 pour trouver la table.</translation>
    </message>
    <message numerus="yes">
        <source>Table found from %1 of 8 reference markers (%2 mm). %n unit(s) seen, %3 not seen.</source>
        <translation>
            <numerusform>Table trouvée d&apos;après %1 marqueurs de référence sur 8 (%2 mm). %n unité vue, %3 non vues.</numerusform>
            <numerusform>Table trouvée d&apos;après %1 marqueurs de référence sur 8 (%2 mm). %n unités vues, %3 non vues.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: moved %2 mm, turned %3°</source>
        <translation>%1 : déplacée de %2 mm, tournée de %3°</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) made as one step.</source>
        <translation>
            <numerusform>%n mouvement fait en une étape.</numerusform>
            <numerusform>%n mouvements faits en une étape.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Non écrit : %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
</context>
<context>
    <name>vedette::Campaign</name>
    <message>
        <source>Cannot read the scenario %1: %2</source>
        <translation>Impossible de lire le scénario %1 : %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>This campaign is open read-only (it is open in another Vedette): nothing can be changed. Open a copy to play on.</source>
        <translation>Cette campagne est ouverte en lecture seule (elle est ouverte dans un autre Vedette) : rien ne peut être modifié. Ouvrez une copie pour jouer dessus.</translation>
    </message>
    <message>
        <source>made in Vedette</source>
        <translation>créé dans Vedette</translation>
    </message>
    <message>
        <source>This battle is being played at another table (by %1): it is followed here, and nothing can be changed. Choose another battle to play.</source>
        <translation>Cette bataille se joue à une autre table (par %1) : on la suit ici, et rien ne peut y être changé. Choisissez une autre bataille à jouer.</translation>
    </message>
    <message>
        <source>another referee</source>
        <translation>un autre arbitre</translation>
    </message>
    <message>
        <source>club: %1 on %2</source>
        <translation>club : %1 sur %2</translation>
    </message>
</context>
<context>
    <name>vedette::CampaignActions</name>
    <message>
        <source>Campaign Not Saved</source>
        <translation>Campagne non enregistrée</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
        <source>Start a campaign from a bundled or imported scenario</source>
        <translation>Commencer une campagne à partir d&apos;un scénario fourni ou importé</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>Ouvrir un fichier de campagne</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Campagnes &amp;récentes</translation>
    </message>
    <message>
        <source>Save &amp;As (Copy)…</source>
        <translation>Enregistrer &amp;sous (copie)…</translation>
    </message>
    <message>
        <source>Write a copy of the whole campaign; everything is already saved as you play</source>
        <translation>Écrire une copie de toute la campagne ; tout est déjà enregistré au fil du jeu</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>&amp;Importer un scénario JSON…</translation>
    </message>
    <message>
        <source>Add a scenario from a JSON file to the campaign</source>
        <translation>Ajouter à la campagne un scénario provenant d&apos;un fichier JSON</translation>
    </message>
    <message>
        <source>&amp;Export Scenario JSON…</source>
        <translation>&amp;Exporter le scénario en JSON…</translation>
    </message>
    <message>
        <source>Write the selected scenario or battle as a JSON file</source>
        <translation>Écrire le scénario ou la bataille sélectionné(e) dans un fichier JSON</translation>
    </message>
    <message>
        <source>Export &amp;Log…</source>
        <translation>Exporter le &amp;journal…</translation>
    </message>
    <message>
        <source>Write the campaign log as HTML, Markdown, CSV, JSON or a PDF after-action report</source>
        <translation>Écrire le journal de campagne en HTML, Markdown, CSV, JSON ou en compte rendu de bataille PDF</translation>
    </message>
    <message>
        <source>No Campaign</source>
        <translation>Aucune campagne</translation>
    </message>
    <message>
        <source>The bundled campaign could not be set up in %1:

%2</source>
        <translation>La campagne fournie n&apos;a pas pu être installée dans %1 :

%2</translation>
    </message>
    <message>
        <source>%1 is open in another Vedette.</source>
        <translation>%1 est ouvert dans un autre Vedette.</translation>
    </message>
    <message>
        <source>%1 cannot be written here.</source>
        <translation>%1 ne peut pas être écrit ici.</translation>
    </message>
    <message>
        <source>Open Read-Only?</source>
        <translation>Ouvrir en lecture seule ?</translation>
    </message>
    <message>
        <source>Open it read-only? You can look at everything, but nothing you do is saved.</source>
        <translation>L&apos;ouvrir en lecture seule ? Vous pourrez tout consulter, mais rien de ce que vous ferez ne sera enregistré.</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>Impossible d&apos;ouvrir la campagne</translation>
    </message>
    <message>
        <source>Campaign updated to the new file format; the old file was kept as %1</source>
        <translation>Campagne mise à jour vers le nouveau format de fichier ; l&apos;ancien fichier a été conservé sous %1</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>The campaign could not be created.

%1</source>
        <translation>La campagne n&apos;a pas pu être créée.

%1</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
    <message>
        <source>Vedette campaigns (*.vedette);;All files (*)</source>
        <translation>Campagnes Vedette (*.vedette);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save a Copy of the Campaign</source>
        <translation>Enregistrer une copie de la campagne</translation>
    </message>
    <message>
        <source>Vedette campaigns (*.vedette)</source>
        <translation>Campagnes Vedette (*.vedette)</translation>
    </message>
    <message>
        <source>Save As (Copy)</source>
        <translation>Enregistrer sous (copie)</translation>
    </message>
    <message>
        <source>The copy could not be written.

%1</source>
        <translation>La copie n&apos;a pas pu être écrite.

%1</translation>
    </message>
    <message>
        <source>Copy written to %1; you are still playing %2</source>
        <translation>Copie écrite dans %1 ; vous jouez toujours %2</translation>
    </message>
    <message>
        <source>After-action report (*.pdf)</source>
        <translation>Compte rendu de bataille (*.pdf)</translation>
    </message>
    <message>
        <source>Export Log</source>
        <translation>Exporter le journal</translation>
    </message>
    <message>
        <source>HTML (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</source>
        <translation>HTML (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Log written to %1</source>
        <translation>Journal écrit dans %1</translation>
    </message>
    <message>
        <source>%1 could not be opened.

%2</source>
        <translation>%1 n&apos;a pas pu être ouvert.

%2</translation>
    </message>
    <message>
        <source>The file was not changed.</source>
        <translation>Le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>This battle is being played at another table (by %1): you follow it here, and cannot change it.</source>
        <translation>Cette bataille se joue à une autre table (par %1) : vous la suivez ici, sans pouvoir la modifier.</translation>
    </message>
    <message>
        <source>The battle on the table is yours to play.</source>
        <translation>La bataille sur la table est désormais la vôtre.</translation>
    </message>
    <message>
        <source>Open &amp;Club Campaign…</source>
        <translation>Ouvrir une campagne de &amp;club…</translation>
    </message>
    <message>
        <source>Open a campaign on the club&apos;s PostgreSQL server, which several referees play at once</source>
        <translation>Ouvrir une campagne sur le serveur PostgreSQL du club, que plusieurs arbitres jouent à la fois</translation>
    </message>
    <message>
        <source>Open Club Campaign</source>
        <translation>Ouvrir une campagne de club</translation>
    </message>
    <message>
        <source>The campaign&apos;s address on the club&apos;s PostgreSQL server:
postgresql://USER@HOST:PORT/DATABASE (for a Unix socket add ?host=/socket/folder).
The password comes from ~/.pgpass or PGPASSWORD; Vedette never keeps one.</source>
        <translation>L&apos;adresse de la campagne sur le serveur PostgreSQL du club :
postgresql://UTILISATEUR@HÔTE:PORT/BASE (pour un socket Unix, ajoutez ?host=/dossier/du/socket).
Le mot de passe vient de ~/.pgpass ou de PGPASSWORD ; Vedette n&apos;en garde jamais.</translation>
    </message>
    <message>
        <source>%1 is not a server&apos;s address: it starts with postgresql://. (A campaign file is opened with File &gt; Open.)</source>
        <translation>%1 n&apos;est pas l&apos;adresse d&apos;un serveur : elle commence par postgresql://. (Un fichier de campagne s&apos;ouvre par Fichier &gt; Ouvrir.)</translation>
    </message>
    <message>
        <source>The last change could not be written to the club server, so it was taken back:

%1</source>
        <translation>La dernière modification n’a pas pu être écrite sur le serveur du club ; elle a donc été annulée :

%1</translation>
    </message>
    <message>
        <source>The last change could not be written to the campaign file, so it was taken back:

%1</source>
        <translation>La dernière modification n’a pas pu être écrite dans le fichier de campagne ; elle a donc été annulée :

%1</translation>
    </message>
</context>
<context>
    <name>vedette::CampaignBanner</name>
    <message>
        <source>Take over when free</source>
        <translation>Reprendre dès qu’elle est libre</translation>
    </message>
    <message>
        <source>When the other referee leaves this battle, it becomes yours to play here</source>
        <translation>Quand l’autre arbitre quitte cette bataille, vous la jouez ici</translation>
    </message>
    <message>
        <source>The club server cannot be reached since %1; retrying. Nothing you do now can be saved.</source>
        <translation>Le serveur du club est injoignable depuis %1 ; nouvelle tentative en cours. Rien de ce que vous faites maintenant ne peut être enregistré.</translation>
    </message>
    <message>
        <source>%1 plays this battle at another table: you follow it here and cannot change it.</source>
        <translation>%1 joue cette bataille à une autre table : vous la suivez ici et ne pouvez pas la modifier.</translation>
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
        <translation>Sans règles</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Scenario / battle</source>
        <translation>Scénario / bataille</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Bond</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Put the selected battle on the table</source>
        <translation>Mettre la bataille sélectionnée sur la table</translation>
    </message>
    <message>
        <source>New &amp;Battle…</source>
        <translation>Nouvelle &amp;bataille…</translation>
    </message>
    <message>
        <source>Start a new battle from the selected scenario</source>
        <translation>Commencer une nouvelle bataille à partir du scénario sélectionné</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (lecture seule)</translation>
    </message>
    <message>
        <source>Scenario for %1 rules, from %2</source>
        <translation>Scénario pour les règles %1, provenant de %2</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>Started %1, last played %2</source>
        <translation>Commencée le %1, jouée pour la dernière fois le %2</translation>
    </message>
    <message>
        <source>Units&apos; strength carried from “%1”</source>
        <translation>Effectifs des unités repris de « %1 »</translation>
    </message>
    <message>
        <source>Continue Battle</source>
        <translation>Poursuivre la bataille</translation>
    </message>
    <message>
        <source>The battle could not be loaded: %1</source>
        <translation>La bataille n&apos;a pas pu être chargée : %1</translation>
    </message>
    <message>
        <source>New Battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>The battle could not be started: %1</source>
        <translation>La bataille n&apos;a pas pu être commencée : %1</translation>
    </message>
    <message>
        <source>Import Scenario</source>
        <translation>Importer un scénario</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Scénario JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 was not imported.

%2</source>
        <translation>%1 n&apos;a pas été importé.

%2</translation>
    </message>
    <message>
        <source>Export Scenario</source>
        <translation>Exporter le scénario</translation>
    </message>
    <message>
        <source>Select a scenario or a battle in the Campaign panel first.</source>
        <translation>Sélectionnez d&apos;abord un scénario ou une bataille dans le panneau Campagne.</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json)</source>
        <translation>Scénario JSON (*.json)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Double-click a battle, or select it and press Enter, to put it on the table</source>
        <translation>Double-cliquez sur une bataille, ou sélectionnez-la et appuyez sur Entrée, pour la mettre sur la table</translation>
    </message>
</context>
<context>
    <name>vedette::ChargeLineItem</name>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 vers %2 : %3</translation>
    </message>
</context>
<context>
    <name>vedette::ChargePanel</name>
    <message>
        <source>Defender surrenders</source>
        <translation>Le défenseur se rend</translation>
    </message>
    <message>
        <source>Defender routs</source>
        <translation>Le défenseur part en déroute</translation>
    </message>
    <message>
        <source>Defender falls back broken</source>
        <translation>Le défenseur se replie, rompu</translation>
    </message>
    <message>
        <source>Defender recoils disordered</source>
        <translation>Le défenseur recule en désordre</translation>
    </message>
    <message>
        <source>Defender recoils 2&quot;</source>
        <translation>Le défenseur recule de 2&quot;</translation>
    </message>
    <message>
        <source>Firefight</source>
        <translation>Échange de tirs</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>Attacker halts at 3&quot;</source>
        <translation>L&apos;attaquant s&apos;arrête à 3&quot;</translation>
    </message>
    <message>
        <source>Attacker halts at 4&quot;, disordered</source>
        <translation>L&apos;attaquant s&apos;arrête à 4&quot;, désordonné</translation>
    </message>
    <message>
        <source>Attacker thrown back broken</source>
        <translation>L&apos;attaquant est repoussé, rompu</translation>
    </message>
    <message>
        <source>Attacker routs</source>
        <translation>L&apos;attaquant part en déroute</translation>
    </message>
    <message>
        <source>Attacker surrenders</source>
        <translation>L&apos;attaquant se rend</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Déclarer</translation>
    </message>
    <message>
        <source>Pick the attacker and the target, then Declare.</source>
        <translation>Choisissez l&apos;attaquant et la cible, puis Déclarer.</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>Evade?</source>
        <translation>Esquive ?</translation>
    </message>
    <message>
        <source>Fire Discipline</source>
        <translation>Discipline de feu</translation>
    </message>
    <message>
        <source>Closing casualties</source>
        <translation>Pertes à l&apos;approche</translation>
    </message>
    <message>
        <source>Class dice and chart</source>
        <translation>Dés de classe et tableau</translation>
    </message>
    <message>
        <source>Ride down</source>
        <translation>Écrasement</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Reddition</translation>
    </message>
    <message>
        <source>Apply to the table</source>
        <translation>Appliquer à la table</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>The defender evades</source>
        <translation>Le défenseur esquive</translation>
    </message>
    <message>
        <source>%1 charges %2, %3 away.</source>
        <translation>%1 charge %2, à %3.</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>The referee&apos;s call</source>
        <translation>Décision de l&apos;arbitre</translation>
    </message>
    <message>
        <source>Net modifier %1 (attacker %2, defender %3); %4 against %5 on the %6 chart.</source>
        <translation>Modificateur net %1 (attaquant %2, défenseur %3) ; %4 contre %5 sur le tableau « %6 ».</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>à couvert</translation>
    </message>
    <message>
        <source>open</source>
        <translation>à découvert</translation>
    </message>
    <message>
        <source>Blown: %1 %.</source>
        <translation>Essoufflé : %1 %.</translation>
    </message>
    <message>
        <source>Apply the suggested moves (%1)</source>
        <translation>Appliquer les mouvements suggérés (%1)</translation>
    </message>
    <message>
        <source>Brown&apos;s &amp;Charge</source>
        <translation>&amp;Charge de Brown</translation>
    </message>
    <message>
        <source>Show the panel that walks a charge of Dan Brown&apos;s rules</source>
        <translation>Afficher le panneau qui conduit une charge selon les règles de Dan Brown</translation>
    </message>
    <message>
        <source>Brown&apos;s &amp;Melee</source>
        <translation>&amp;Mêlée de Brown</translation>
    </message>
    <message>
        <source>Brown&apos;s &amp;House Rules...</source>
        <translation>&amp;Règles maison de Brown...</translation>
    </message>
    <message>
        <source>%1 charges %2: Enter declares.</source>
        <translation>%1 charge %2 : Entrée déclare.</translation>
    </message>
    <message>
        <source>%1 cannot charge %2: %3</source>
        <translation>%1 ne peut pas charger %2 : %3</translation>
    </message>
    <message>
        <source>enter</source>
        <translation>saisir</translation>
    </message>
    <message>
        <source>The defender&apos;s fire while the attacker closes (the fire chart is outside Brown&apos;s text): type the casualties in 10% steps, or pick one.</source>
        <translation>Le feu du défenseur pendant que l&apos;attaquant approche (le tableau de tir ne fait pas partie du texte de Brown) : tapez les pertes par paliers de 10%, ou choisissez-en un.</translation>
    </message>
    <message>
        <source>Enter the closing casualties first (0% if the fire did no harm).</source>
        <translation>Saisissez d&apos;abord les pertes à l&apos;approche (0% si le feu n&apos;a fait aucun dégât).</translation>
    </message>
    <message>
        <source>Brown: &amp;Next Turn</source>
        <translation>Brown : &amp;Tour suivant</translation>
    </message>
    <message>
        <source>End the set-up or the turn of a Brown battle; the log files what follows under the next turn</source>
        <translation>Terminer la mise en place ou le tour d&apos;une bataille Brown ; le journal range ce qui suit sous le tour suivant</translation>
    </message>
    <message>
        <source>Brown: &amp;Begin Turn 1</source>
        <translation>Brown : &amp;Commencer le tour 1</translation>
    </message>
    <message>
        <source>Declare the charge if it is not yet, then throw every roll that needs no decision of yours; it stops at the evade choice, the closing casualties or the result.</source>
        <translation>Déclarer la charge si ce n&apos;est pas encore fait, puis lancer chaque jet qui ne demande aucune décision de votre part ; on s&apos;arrête au choix de l&apos;esquive, aux pertes à l&apos;approche ou au résultat.</translation>
    </message>
    <message>
        <source>It stands</source>
        <translation>Elle tient</translation>
    </message>
    <message>
        <source>no enemy within reach</source>
        <translation>aucun ennemi à portée</translation>
    </message>
    <message>
        <source>%1 may charge no enemy now: none is within its reach, or the way is closed.</source>
        <translation>%1 ne peut charger aucun ennemi pour l’instant : aucun n’est à sa portée, ou le chemin est fermé.</translation>
    </message>
    <message>
        <source>&amp;Attacker:</source>
        <translation>&amp;Attaquant :</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Cible :</translation>
    </message>
    <message>
        <source>Read the charge off the table: the distance, the modifiers and the odds</source>
        <translation>Lire la charge sur la table : la distance, les modificateurs et les chances</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Evades</source>
        <translation>Esquive</translation>
    </message>
    <message>
        <source>Stands</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>&amp;Closing casualties:</source>
        <translation>&amp;Pertes à l&apos;approche :</translation>
    </message>
    <message>
        <source>Declare the charge: its distance, modifiers and odds</source>
        <translation>Déclarer la charge : sa distance, ses modificateurs et ses chances</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>The charge is on the table; Finish takes its line off</source>
        <translation>La charge est sur la table ; Terminer retire sa ligne</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Activation: %1, %2+ (%3)</source>
        <translation>Activation : %1, %2+ (%3)</translation>
    </message>
    <message>
        <source>Evade? The defender evades or stands</source>
        <translation>Esquive ? Le défenseur esquive ou tient</translation>
    </message>
    <message>
        <source>Fire Discipline: %1, %2+ holds (%3)</source>
        <translation>Discipline de feu : %1, %2+ tient (%3)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Saisir</translation>
    </message>
    <message>
        <source>Closing casualties: enter them, or pick one</source>
        <translation>Pertes à l&apos;approche : saisissez-les, ou choisissez-en une</translation>
    </message>
    <message>
        <source>Class dice: %1 against %2</source>
        <translation>Dés de classe : %1 contre %2</translation>
    </message>
    <message>
        <source>Ride down: d10 each</source>
        <translation>Écrasement : d10 chacun</translation>
    </message>
    <message>
        <source>Surrender: d10</source>
        <translation>Reddition : d10</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Apply to the table: %1</source>
        <translation>Appliquer à la table : %1</translation>
    </message>
    <message>
        <source>The charge is over; Finish takes its line off</source>
        <translation>La charge est finie ; Terminer retire sa ligne</translation>
    </message>
    <message>
        <source>enter each die</source>
        <translation>saisir chaque dé</translation>
    </message>
    <message>
        <source>computer dice</source>
        <translation>dés de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Resolve asks for each die thrown on the table (Dice Tray: physical dice)</source>
        <translation>Résoudre demande chaque dé lancé sur la table (Piste de dés : Dés physiques)</translation>
    </message>
    <message>
        <source>Resolve throws the computer&apos;s dice (Dice Tray: physical dice to enter your own)</source>
        <translation>Résoudre lance les dés de l&apos;ordinateur (Piste de dés : Dés physiques pour saisir les vôtres)</translation>
    </message>
</context>
<context>
    <name>vedette::ChargeTool</name>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Click the charging unit, then its target; Enter walks the charge in the Charge panel, Esc cancels.</source>
        <translation>Cliquez sur l&apos;unité qui charge, puis sur sa cible ; Entrée déroule la charge dans le panneau Charge, Échap annule.</translation>
    </message>
    <message>
        <source>Click the target of the charge; Esc chooses another attacker.</source>
        <translation>Cliquez sur la cible de la charge ; Échap choisit un autre attaquant.</translation>
    </message>
    <message>
        <source>Click: %1 charges.</source>
        <translation>Clic : %1 charge.</translation>
    </message>
    <message>
        <source>Click: %1</source>
        <translation>Clic : %1</translation>
    </message>
    <message>
        <source>%1. Refused: %2</source>
        <translation>%1. Refusé : %2</translation>
    </message>
    <message>
        <source>Click a unit to charge with.</source>
        <translation>Cliquez sur une unité pour charger avec elle.</translation>
    </message>
    <message>
        <source>Click the unit to charge.</source>
        <translation>Cliquez sur l&apos;unité à charger.</translation>
    </message>
    <message>
        <source>%1 charges: click the target.</source>
        <translation>%1 charge : cliquez sur la cible.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>%1 charges %2: Enter declares, Esc cancels.</source>
        <translation>%1 charge %2 : Entrée déclare, Échap annule.</translation>
    </message>
    <message>
        <source>Click the charging unit.</source>
        <translation>Cliquez sur l&apos;unité qui charge.</translation>
    </message>
</context>
<context>
    <name>vedette::ContinueChargeRow</name>
    <message>
        <source>Continue the charge against:</source>
        <translation>Poursuivre la charge contre :</translation>
    </message>
    <message>
        <source>Next target of the continued charge</source>
        <translation>Prochaine cible de la charge poursuivie</translation>
    </message>
    <message>
        <source>Continue the Charge</source>
        <translation>Poursuivre la charge</translation>
    </message>
    <message>
        <source>Declare the continued charge: it is fought as any other charge, the defender In Smoke for Fire Discipline.</source>
        <translation>Déclarer la charge poursuivie : elle se résout comme toute autre charge, le défenseur étant dans la fumée pour la discipline de feu.</translation>
    </message>
    <message>
        <source>%1 (%2 away)</source>
        <translation>%1 (à %2)</translation>
    </message>
</context>
<context>
    <name>vedette::DeployTool</name>
    <message>
        <source>Deploy</source>
        <translation>Déployer</translation>
    </message>
    <message>
        <source>Choose units or a division in the Order of Battle dock (Deploy), or drag them onto the table.</source>
        <translation>Choisissez des unités ou une division dans le panneau Ordre de bataille (Déployer), ou faites-les glisser sur la table.</translation>
    </message>
    <message>
        <source>Click to deploy %1 centred there, or draw their front line (they face to its left); R turns them, B faces them about.</source>
        <translation>Cliquez pour déployer %1 centrées à cet endroit, ou tracez leur ligne de front (elles font face à sa gauche) ; R les fait pivoter, B leur fait faire demi-tour.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Formation:</source>
        <translation>Formation :</translation>
    </message>
    <message>
        <source>As they are</source>
        <translation>Telles quelles</translation>
    </message>
    <message>
        <source>Every unit whose arm allows it takes this formation (guns only limber or unlimber)</source>
        <translation>Chaque unité dont l&apos;arme le permet prend cette formation (les canons ne peuvent que s&apos;atteler ou se mettre en batterie)</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervalle :</translation>
    </message>
    <message>
        <source>Between neighbouring units (Brown 1&quot;, Balagan 100 p)</source>
        <translation>Entre unités voisines (Brown 1&quot;, Balagan 100 p)</translation>
    </message>
    <message>
        <source>Face About</source>
        <translation>Demi-tour</translation>
    </message>
    <message>
        <source>Face the units the other way (B)</source>
        <translation>Faire faire demi-tour aux unités (B)</translation>
    </message>
    <message>
        <source>Nothing chosen to deploy</source>
        <translation>Rien à déployer</translation>
    </message>
    <message>
        <source>To deploy: %1</source>
        <translation>À déployer : %1</translation>
    </message>
    <message>
        <source>Nothing chosen to deploy: choose units in the Order of Battle dock.</source>
        <translation>Rien n&apos;est choisi pour le déploiement : choisissez des unités dans le panneau Ordre de bataille.</translation>
    </message>
    <message>
        <source>Deployed %1.</source>
        <translation>Déployé : %1.</translation>
    </message>
    <message numerus="yes">
        <source>Deployed %n unit(s).</source>
        <translation>
            <numerusform>%n unité déployée.</numerusform>
            <numerusform>%n unités déployées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (Ctrl places them there anyway, noted in the log.)</source>
        <translation>%1 (Ctrl les place là quand même, noté dans le journal.)</translation>
    </message>
    <message>
        <source>The referee deploys %1 against the rules: %2</source>
        <translation>L&apos;arbitre déploie %1 contre les règles : %2</translation>
    </message>
    <message>
        <source>Ctrl+click places them anyway (logged).</source>
        <translation>Ctrl+clic les place quand même (consigné).</translation>
    </message>
</context>
<context>
    <name>vedette::DeploymentZoneItem</name>
    <message>
        <source>%1 deployment zone
%2 × %3</source>
        <translation>Zone de déploiement : %1
%2 × %3</translation>
    </message>
</context>
<context>
    <name>vedette::DiceService</name>
    <message>
        <source>Rolled %1: %2</source>
        <translation>Lancer de %1 : %2</translation>
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
        <translation>Piste de dés</translation>
    </message>
    <message>
        <source>e.g. 2d6+1, d10z, d10-d8</source>
        <translation>p. ex. 2d6+1, d10z, d10-d8</translation>
    </message>
    <message>
        <source>Dice joined by + and -: 2d6, d6+2, d12-d8. d10z is a d10 numbered 0 to 9.</source>
        <translation>Dés reliés par + et - : 2d6, d6+2, d12-d8. d10z est un d10 numéroté de 0 à 9.</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Expression de dés</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Physical dice</source>
        <translation>Dés &amp;physiques</translation>
    </message>
    <message>
        <source>Throw real dice at the table: every roll in Vedette then asks for the faces.</source>
        <translation>Lancez de vrais dés sur la table : chaque lancer dans Vedette demande alors les faces obtenues.</translation>
    </message>
    <message>
        <source>Write the seed on the battle sheet: the same seed throws the same dice again.</source>
        <translation>Notez la graine sur la feuille de bataille : la même graine redonne les mêmes dés.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Last rolls (newest first):</source>
        <translation>Derniers lancers (les plus récents en premier) :</translation>
    </message>
    <message>
        <source>Last rolls</source>
        <translation>Derniers lancers</translation>
    </message>
    <message>
        <source>d10 0–9</source>
        <translation>d10 0–9</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>%1 (at character %2)</source>
        <translation>%1 (au caractère %2)</translation>
    </message>
    <message>
        <source>Odds of %1 (%2 combinations, mean %3):</source>
        <translation>Probabilités de %1 (%2 combinaisons, moyenne %3) :</translation>
    </message>
    <message>
        <source>Dice tray</source>
        <translation>Piste de dés</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (entered)</source>
        <translation>%1 (saisi)</translation>
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
        <translation>Afficher ou masquer la piste de dés</translation>
    </message>
</context>
<context>
    <name>vedette::Document</name>
    <message>
        <source>Untitled campaign</source>
        <translation>Campagne sans titre</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <source>This campaign is open read-only: nothing on the table can be changed here.</source>
        <translation>Cette campagne est ouverte en lecture seule : rien sur la table ne peut être modifié ici.</translation>
    </message>
    <message>
        <source>This battle is being played at another table (by %1): you follow it here and cannot change it.</source>
        <translation>Cette bataille est jouée à une autre table (par %1) : vous la suivez ici et ne pouvez pas la modifier.</translation>
    </message>
</context>
<context>
    <name>vedette::FogItem</name>
    <message>
        <source>Smoke: stays until lifted</source>
        <translation>Fumée : reste jusqu&apos;à son retrait</translation>
    </message>
    <message>
        <source>Smoke: lifts after bound %1 unless its unit fires</source>
        <translation>Fumée : se dissipe après le bond %1 sauf si son unité tire</translation>
    </message>
</context>
<context>
    <name>vedette::FogTool</name>
    <message>
        <source>Fog</source>
        <translation>Fumée</translation>
    </message>
    <message>
        <source>Click a firing unit to lay its smoke, drag to lay a patch of smoke, click smoke to clear it.</source>
        <translation>Cliquez sur une unité qui tire pour poser sa fumée, faites glisser pour poser une nappe de fumée, cliquez sur la fumée pour l&apos;effacer.</translation>
    </message>
    <message>
        <source>Smoke in front of %1.</source>
        <translation>Fumée devant %1.</translation>
    </message>
    <message>
        <source>Drag over the table to lay smoke.</source>
        <translation>Faites glisser sur la table pour poser de la fumée.</translation>
    </message>
    <message>
        <source>Click a unit to lay its smoke, or drag a patch of smoke.</source>
        <translation>Cliquez sur une unité pour poser sa fumée, ou faites glisser une nappe de fumée.</translation>
    </message>
</context>
<context>
    <name>vedette::GeneralForm</name>
    <message>
        <source>Commander-in-chief</source>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>On the table at</source>
        <translation>Sur la table à</translation>
    </message>
    <message>
        <source>Balagan: -1, 0 or +1, added to his division&apos;s tests while he is with one of its units; Brown: added to a charge when he is attached (Leader Attached +IL)</source>
        <translation>Balagan : -1, 0 ou +1, ajouté aux tests de sa division tant qu&apos;il est avec l&apos;une de ses unités ; Brown : ajouté à une charge quand il est rattaché (Chef rattaché +IL)</translation>
    </message>
    <message>
        <source>The commander-in-chief may join any unit and then applies to its division</source>
        <translation>Le commandant en chef peut rejoindre n&apos;importe quelle unité et s&apos;applique alors à sa division</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <source>Division:</source>
        <translation>Division :</translation>
    </message>
    <message>
        <source>With unit:</source>
        <translation>Avec l&apos;unité :</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Emplacement :</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Rate %1</source>
        <translation>Changer la valeur de %1</translation>
    </message>
    <message>
        <source>Change division of %1</source>
        <translation>Changer la division de %1</translation>
    </message>
    <message>
        <source>Make %1 commander-in-chief</source>
        <translation>Nommer %1 commandant en chef</translation>
    </message>
    <message>
        <source>%1 no longer commander-in-chief</source>
        <translation>%1 n&apos;est plus commandant en chef</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <source>Take %1 off the table</source>
        <translation>Retirer %1 de la table</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>(no division)</source>
        <translation>(sans division)</translation>
    </message>
    <message>
        <source>None (on his own)</source>
        <translation>Aucune (seul)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>In Brown&apos;s rules a leader counts only with a unit: choose the unit he is with</source>
        <translation>Dans les règles de Brown, un chef ne compte qu&apos;avec une unité : choisissez l&apos;unité avec laquelle il se trouve</translation>
    </message>
    <message>
        <source>He stands with his unit; choose &quot;None&quot; to set him on his own.</source>
        <translation>Il se tient avec son unité ; choisissez « Aucune » pour le placer seul.</translation>
    </message>
    <message>
        <source>Not with a unit: Brown&apos;s Leader Attached adds his rating only to the unit he is with.</source>
        <translation>Pas avec une unité : le Chef rattaché de Brown n&apos;ajoute sa valeur qu&apos;à l&apos;unité avec laquelle il se trouve.</translation>
    </message>
    <message>
        <source>Not on the table: tick &quot;On the table&quot; or drag him with the Select tool.</source>
        <translation>Pas sur la table : cochez « Sur la table » ou faites-le glisser avec l&apos;outil Sélectionner et déplacer.</translation>
    </message>
    <message>
        <source>Refused: %1 would stand off the table.</source>
        <translation>Refusé : %1 se trouverait hors de la table.</translation>
    </message>
</context>
<context>
    <name>vedette::GeneralItem</name>
    <message>
        <source>%1, commander-in-chief (rating %2)</source>
        <translation>%1, commandant en chef (valeur %2)</translation>
    </message>
    <message>
        <source>%1, general (rating %2)</source>
        <translation>%1, général (valeur %2)</translation>
    </message>
    <message>
        <source>Orders: %1</source>
        <translation>Ordres : %1</translation>
    </message>
    <message>
        <source>With %1</source>
        <translation>Avec %1</translation>
    </message>
    <message>
        <source>Drag to move, drop on a unit to join it; right-click to send a messenger.</source>
        <translation>Faites glisser pour déplacer, déposez sur une unité pour la rejoindre ; clic droit pour envoyer un messager.</translation>
    </message>
    <message numerus="yes">
        <source>Commands a division of %n unit(s)</source>
        <translation>
            <numerusform>Commande une division de %n unité</numerusform>
            <numerusform>Commande une division de %n unités</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::GeneralOrderBox</name>
    <message>
        <source>The unit holds under a General Order: a charge on it takes the defender&apos;s General Order -2. Kept with the battle until taken off.</source>
        <translation>L&apos;unité tient sous un Ordre général : une charge contre elle applique au défenseur le modificateur Ordre général, -2. Conservé avec la bataille jusqu&apos;à son retrait.</translation>
    </message>
    <message>
        <source>%1 holds under a General Order (-2 as defender)</source>
        <translation>%1 tient sous un Ordre général (-2 en défense)</translation>
    </message>
    <message>
        <source>The target holds under a General Order (-2 as defender)</source>
        <translation>La cible tient sous un Ordre général (-2 en défense)</translation>
    </message>
</context>
<context>
    <name>vedette::HelpWindow</name>
    <message>
        <source>Vedette Help</source>
        <translation>Aide de Vedette</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>vedette::InspectorPanel</name>
    <message>
        <source>Inspector</source>
        <translation>Inspecteur</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Camp :</translation>
    </message>
    <message>
        <source>Arm:</source>
        <translation>Arme :</translation>
    </message>
    <message>
        <source>Formation:</source>
        <translation>Formation :</translation>
    </message>
    <message>
        <source>Across:</source>
        <translation>Abscisse :</translation>
    </message>
    <message>
        <source>Down:</source>
        <translation>Ordonnée :</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>Facing as a bearing: 0° looks up the table, 90° to the right</source>
        <translation>Orientation en azimut : 0° regarde vers le haut de la table, 90° vers la droite</translation>
    </message>
    <message>
        <source>Facing:</source>
        <translation>Orientation :</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Effectif :</translation>
    </message>
    <message>
        <source>Starting strength:</source>
        <translation>Effectif initial :</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>Classe :</translation>
    </message>
    <message>
        <source> stands</source>
        <translation> socles</translation>
    </message>
    <message>
        <source>Bases:</source>
        <translation>Socles :</translation>
    </message>
    <message>
        <source>Morale counters:</source>
        <translation>Marqueurs de moral :</translation>
    </message>
    <message>
        <source>Casualties:</source>
        <translation>Pertes :</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Ordres :</translation>
    </message>
    <message>
        <source>Mark %2 %1</source>
        <translation>Marquer %2 %1</translation>
    </message>
    <message>
        <source>Unmark %2 %1</source>
        <translation>Démarquer %2 %1</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>État :</translation>
    </message>
    <message>
        <source>Footprint:</source>
        <translation>Emprise :</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change arm of %1</source>
        <translation>Changer l&apos;arme de %1</translation>
    </message>
    <message>
        <source>Change formation of %1</source>
        <translation>Changer la formation de %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Pivoter %1</translation>
    </message>
    <message>
        <source>Change strength of %1</source>
        <translation>Changer l&apos;effectif de %1</translation>
    </message>
    <message>
        <source>Change starting strength of %1</source>
        <translation>Changer l&apos;effectif initial de %1</translation>
    </message>
    <message>
        <source>Change class of %1</source>
        <translation>Changer la classe de %1</translation>
    </message>
    <message>
        <source>Change bases of %1</source>
        <translation>Changer les socles de %1</translation>
    </message>
    <message>
        <source>Change morale counters of %1</source>
        <translation>Changer les marqueurs de moral de %1</translation>
    </message>
    <message>
        <source>Change casualties of %1</source>
        <translation>Changer les pertes de %1</translation>
    </message>
    <message>
        <source>Change orders of %1</source>
        <translation>Changer les ordres de %1</translation>
    </message>
    <message>
        <source> men</source>
        <translation> hommes</translation>
    </message>
    <message>
        <source>%1 wide, %2 deep</source>
        <translation>%1 de large, %2 de profondeur</translation>
    </message>
    <message>
        <source>Select a unit or a piece of terrain on the table to see and change its properties.</source>
        <translation>Sélectionnez une unité ou un élément de terrain sur la table pour voir et modifier ses propriétés.</translation>
    </message>
    <message>
        <source>Choose a piece of terrain to inspect</source>
        <translation>Choisissez un élément de terrain à inspecter</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terrain :</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
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
        <translation>Monté</translation>
    </message>
    <message>
        <source>Heavy or light cavalry (Brown: heavy against light +4, and the light may evade)</source>
        <translation>Cavalerie lourde ou légère (Brown : lourde contre légère +4, et la légère peut esquiver)</translation>
    </message>
    <message>
        <source>Dragoons ride, or fight on foot in single line</source>
        <translation>Les dragons combattent à cheval, ou à pied en ligne simple</translation>
    </message>
    <message>
        <source>Horse:</source>
        <translation>Cavalerie :</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Emplacement :</translation>
    </message>
    <message>
        <source>Brown&apos;s class: its die, and the CW and melee modifier it starts with</source>
        <translation>Classe de Brown : son dé, ainsi que le CW et le modificateur de mêlée de départ</translation>
    </message>
    <message>
        <source>Combat weight, %1 to %2: the charge&apos;s CW difference counts each point</source>
        <translation>Poids de combat, de %1 à %2 : chaque point de la différence de CW de la charge compte</translation>
    </message>
    <message>
        <source>Added to the unit&apos;s d10 in melee, %1 to %2</source>
        <translation>Ajouté au d10 de l&apos;unité en mêlée, de %1 à %2</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>CW</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>Combat:</source>
        <translation>Combat :</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>by</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>Each stand:</source>
        <translation>Chaque socle :</translation>
    </message>
    <message>
        <source>The division&apos;s id; type a new one to start a division</source>
        <translation>L&apos;identifiant de la division ; tapez-en un nouveau pour créer une division</translation>
    </message>
    <message>
        <source>Division:</source>
        <translation>Division :</translation>
    </message>
    <message>
        <source>The general with the unit (Brown: Leader Attached adds his rating)</source>
        <translation>Le général avec l&apos;unité (Brown : Chef rattaché ajoute sa valeur)</translation>
    </message>
    <message>
        <source>General:</source>
        <translation>Général :</translation>
    </message>
    <message>
        <source>Not yet seen by:</source>
        <translation>Pas encore vue par :</translation>
    </message>
    <message>
        <source>Change horse of %1</source>
        <translation>Changer le type de cavalerie de %1</translation>
    </message>
    <message>
        <source>Mount %1</source>
        <translation>Mettre %1 à cheval</translation>
    </message>
    <message>
        <source>Dismount %1</source>
        <translation>Mettre %1 à pied</translation>
    </message>
    <message>
        <source>Change CW of %1</source>
        <translation>Changer le CW de %1</translation>
    </message>
    <message>
        <source>Change melee modifier of %1</source>
        <translation>Changer le modificateur de mêlée de %1</translation>
    </message>
    <message>
        <source>Change stands of %1</source>
        <translation>Changer les socles de %1</translation>
    </message>
    <message>
        <source>Change division of %1</source>
        <translation>Changer la division de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n units chosen: a change applies to all of them.</source>
        <translation>
            <numerusform>%n unité choisie : une modification s&apos;applique à toutes.</numerusform>
            <numerusform>%n unités choisies : une modification s&apos;applique à toutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>sur la table</translation>
    </message>
    <message>
        <source>not on the table yet (to deploy: use the Deploy tool)</source>
        <translation>pas encore sur la table (pour la déployer : utilisez l&apos;outil Déployer)</translation>
    </message>
    <message>
        <source>Balagan units stand on two 4 x 2 cm elements (the scenario&apos;s footprint settings)</source>
        <translation>Les unités Balagan reposent sur deux éléments de 4 x 2 cm (réglages d&apos;emprise du scénario)</translation>
    </message>
    <message>
        <source>(no division)</source>
        <translation>(sans division)</translation>
    </message>
    <message>
        <source>%1 (rating %2)</source>
        <translation>%1 (valeur %2)</translation>
    </message>
    <message>
        <source>Ticked while %1 have not seen this unit: their table screen and pictures leave it out</source>
        <translation>Coché tant que %1 n&apos;ont pas vu cette unité : leur écran de table et leurs images l&apos;omettent</translation>
    </message>
    <message>
        <source>Hide %2 from %1</source>
        <translation>Cacher %2 à %1</translation>
    </message>
    <message>
        <source>Show %2 to %1</source>
        <translation>Montrer %2 à %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>Guns:</source>
        <translation>Canons :</translation>
    </message>
    <message>
        <source>Change guns of %1</source>
        <translation>Modifier les canons de %1</translation>
    </message>
    <message>
        <source> crew</source>
        <translation> servants</translation>
    </message>
</context>
<context>
    <name>vedette::KeypadDialog</name>
    <message>
        <source>Enter the dice</source>
        <translation>Saisir les dés</translation>
    </message>
    <message>
        <source>Enter the dice: %1</source>
        <translation>Saisir les dés : %1</translation>
    </message>
    <message>
        <source>Type the faces in order, then Enter.</source>
        <translation>Tapez les faces dans l&apos;ordre, puis Entrée.</translation>
    </message>
    <message>
        <source>d%1 (%2–%3)</source>
        <translation>d%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Die %1, %2</source>
        <translation>Dé %1, %2</translation>
    </message>
    <message>
        <source>Problem with the faces</source>
        <translation>Problème avec les faces</translation>
    </message>
    <message>
        <source>⌫</source>
        <translation>⌫</translation>
    </message>
    <message>
        <source>Remove the last digit (Backspace)</source>
        <translation>Effacer le dernier chiffre (Retour arrière)</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>A %1 cannot show %2: its faces are %3 to %4.</source>
        <translation>Un %1 ne peut pas donner %2 : ses faces vont de %3 à %4.</translation>
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
        <translation>Dé %1, %2, %3</translation>
    </message>
    <message>
        <source>Accept as soon as the last die is typed</source>
        <translation>Valider dès que le dernier dé est saisi</translation>
    </message>
    <message>
        <source>One entry per die: no Enter needed once every face is typed whole</source>
        <translation>Une saisie par dé : pas besoin d&apos;Entrée une fois chaque face saisie en entier</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeCard</name>
    <message>
        <source>No spur</source>
        <translation>Sans éperonner</translation>
    </message>
    <message>
        <source>Spur: second move</source>
        <translation>Éperonner : second mouvement</translation>
    </message>
    <message>
        <source>Spur: +2 evade/fight</source>
        <translation>Éperonner : +2 esquive/combat</translation>
    </message>
    <message>
        <source>Spur this man&apos;s horse this turn: a second move, or +2 to his evade or fight roll. A Hesitant man&apos;s spur only lets him move once.</source>
        <translation>Éperonner le cheval de cet homme ce tour-ci : un second mouvement, ou +2 à son jet d&apos;esquive ou de combat. Un homme Hésitant qui éperonne ne se déplace qu&apos;une fois.</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Trumpeter</source>
        <translation>Trompette</translation>
    </message>
    <message>
        <source>Trooper %1</source>
        <translation>Cavalier %1</translation>
    </message>
    <message>
        <source>Straggler %1</source>
        <translation>Traînard %1</translation>
    </message>
    <message>
        <source>battery</source>
        <translation>batterie</translation>
    </message>
    <message>
        <source>space %1</source>
        <translation>case %1</translation>
    </message>
    <message>
        <source>Riding (+1 evade)</source>
        <translation>Équitation (+1 esquive)</translation>
    </message>
    <message>
        <source>Horsemanship (+1 spur)</source>
        <translation>Art équestre (+1 éperonner)</translation>
    </message>
    <message>
        <source>Steadfast (+1 morale)</source>
        <translation>Inébranlable (+1 moral)</translation>
    </message>
    <message>
        <source>Fighting (+1 fight)</source>
        <translation>Combat (+1 combat)</translation>
    </message>
    <message>
        <source>Tough (+1 kill)</source>
        <translation>Robuste (+1 coup mortel)</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>none; never killed</source>
        <translation>aucune ; jamais tué</translation>
    </message>
    <message>
        <source>%1; never killed</source>
        <translation>%1 ; jamais tué</translation>
    </message>
    <message>
        <source>never killed</source>
        <translation>jamais tué</translation>
    </message>
    <message>
        <source>Hurried</source>
        <translation>Précipité</translation>
    </message>
    <message>
        <source>Hesitates</source>
        <translation>Hésite</translation>
    </message>
    <message>
        <source>Retreats</source>
        <translation>Recule</translation>
    </message>
    <message>
        <source>Spur points: %1</source>
        <translation>Points d&apos;éperon : %1</translation>
    </message>
    <message>
        <source>Rides behind %1</source>
        <translation>En croupe derrière %1</translation>
    </message>
    <message>
        <source>Blown</source>
        <translation>Essoufflé</translation>
    </message>
    <message>
        <source>Russians killed: %1</source>
        <translation>Russes tués : %1</translation>
    </message>
    <message>
        <source>Walked home</source>
        <translation>Rentré à pied</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Rentré</translation>
    </message>
    <message>
        <source>Killed, turn %1</source>
        <translation>Tué, tour %1</translation>
    </message>
    <message>
        <source>Fled, turn %1</source>
        <translation>En fuite, tour %1</translation>
    </message>
    <message>
        <source>Lost, turn %1</source>
        <translation>Perdu, tour %1</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeOddsChart</name>
    <message>
        <source>Press Simulate to play many charges with each troop type and policy.</source>
        <translation>Cliquez sur Simuler pour jouer de nombreuses charges avec chaque type de troupe et chaque politique.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>mean %1 points · median %2 · 10+ points in %3 % · %4 men home, %5 Russians killed (means)</source>
        <translation>moyenne %1 points · médiane %2 · 10 points ou plus dans %3 % · %4 hommes rentrés, %5 Russes tués (moyennes)</translation>
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
        <translation>points</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeSetupDialog</name>
    <message>
        <source>Ride in the front rank of the charge</source>
        <translation>Chevaucher au premier rang de la charge</translation>
    </message>
    <message>
        <source>Variant: Lancers +1 to fight</source>
        <translation>Variante : Lanciers +1 au combat</translation>
    </message>
    <message>
        <source>Charge of the Light Brigade</source>
        <translation>Charge of the Light Brigade</translation>
    </message>
    <message>
        <source>Skill rolls: Dragoons -1, Hussars +1, Lancers no modifier.</source>
        <translation>Jets de compétence : Dragons -1, Hussards +1, Lanciers sans modificateur.</translation>
    </message>
    <message>
        <source>On the approach Man Obstacles count as Flat; in spaces 15-19 Flat &amp; Level counts as Cannon Fire.</source>
        <translation>Pendant l&apos;approche, les Obstacles humains comptent comme Plat ; dans les cases 15-19, Plat &amp; uni compte comme Tir de canon.</translation>
    </message>
    <message>
        <source>Troop:</source>
        <translation>Troupe :</translation>
    </message>
    <message>
        <source>The men</source>
        <translation>Les hommes</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Trumpeter</source>
        <translation>Trompette</translation>
    </message>
    <message>
        <source>Trooper %1</source>
        <translation>Cavalier %1</translation>
    </message>
    <message>
        <source>New names</source>
        <translation>Nouveaux noms</translation>
    </message>
    <message>
        <source>Names from British first names and surnames of 1854; you may also type your own.</source>
        <translation>Noms tirés des prénoms et noms de famille britanniques de 1854 ; vous pouvez aussi saisir les vôtres.</translation>
    </message>
    <message>
        <source>Charge!</source>
        <translation>Chargez !</translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeTrack</name>
    <message>
        <source>C</source>
        <comment>Captain&apos;s marker</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>T</source>
        <comment>Trumpeter&apos;s marker</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>S%1</source>
        <comment>straggler&apos;s marker</comment>
        <translation>Tr%1</translation>
    </message>
    <message>
        <source>British lines</source>
        <translation>Lignes britanniques</translation>
    </message>
    <message>
        <source>Russian battery</source>
        <translation>Batterie russe</translation>
    </message>
    <message>
        <source>Forming up</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>The charge is over</source>
        <translation>La charge est terminée</translation>
    </message>
    <message>
        <source>Turn %1 · melee turn %2 of 5</source>
        <translation>Tour %1 · tour de mêlée %2 sur 5</translation>
    </message>
    <message>
        <source>Turn %1 · the charge  →</source>
        <translation>Tour %1 · la charge  →</translation>
    </message>
    <message>
        <source>←  the ride back · turn %1</source>
        <translation>←  le retour · tour %1</translation>
    </message>
    <message>
        <source>cannon table +2</source>
        <translation>table des canons +2</translation>
    </message>
    <message>
        <source>cannon −2</source>
        <translation>canons −2</translation>
    </message>
    <message>
        <source>front rank</source>
        <translation>premier rang</translation>
    </message>
    <message numerus="yes">
        <source>%n home</source>
        <translation>
            <numerusform>%n rentré</numerusform>
            <numerusform>%n rentrés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::LightBrigadeWindow</name>
    <message>
        <source>Retreating (%1)</source>
        <translation>Reculant (%1)</translation>
    </message>
    <message>
        <source>Hesitant (%1)</source>
        <translation>Hésitant (%1)</translation>
    </message>
    <message>
        <source>Hurried (%1)</source>
        <translation>Précipité (%1)</translation>
    </message>
    <message>
        <source>Charge of the Light Brigade</source>
        <translation>Charge of the Light Brigade</translation>
    </message>
    <message>
        <source>Physical dice</source>
        <translation>Dés physiques</translation>
    </message>
    <message>
        <source>Front rank</source>
        <translation>Premier rang</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>New charge…</source>
        <translation>Nouvelle charge…</translation>
    </message>
    <message>
        <source>Next man</source>
        <translation>Homme suivant</translation>
    </message>
    <message>
        <source>Roll for the next man (N)</source>
        <translation>Lancer pour l&apos;homme suivant (N)</translation>
    </message>
    <message>
        <source>Roll the turn</source>
        <translation>Jouer le tour</translation>
    </message>
    <message>
        <source>Every man&apos;s movement or melee, then morale and rally; stops only for your decisions (Space)</source>
        <translation>Mouvement ou mêlée de chaque homme, puis moral et ralliement ; ne s&apos;arrête que pour vos décisions (Espace)</translation>
    </message>
    <message>
        <source>Ride to the end</source>
        <translation>Chevaucher jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>Decisions: </source>
        <translation>Décisions : </translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Me demander</translation>
    </message>
    <message>
        <source>Steady policy</source>
        <translation>Politique prudente</translation>
    </message>
    <message>
        <source>Bold policy</source>
        <translation>Politique audacieuse</translation>
    </message>
    <message>
        <source>Ask me: spur orders on the cards, rally and horse switches asked when they come up.
Steady: never spur unless Hurried; rally Retreating, else Hesitant, else Hurried; always switch a blown horse.
Bold: as steady, but every man spurs for a second move on the approach while his horse has under 4 spur points.</source>
        <translation>Me demander : ordres d&apos;éperonner sur les cartes, ralliements et changements de cheval demandés au moment voulu.
Prudente : ne jamais éperonner sauf si Précipité ; rallier les Reculants, sinon les Hésitants, sinon les Précipités ; toujours changer un cheval essoufflé.
Audacieuse : comme prudente, mais chaque homme éperonne pour un second mouvement pendant l&apos;approche tant que son cheval a moins de 4 points d&apos;éperon.</translation>
    </message>
    <message>
        <source>Throw real dice and type the faces in</source>
        <translation>Lancer de vrais dés et saisir les faces</translation>
    </message>
    <message>
        <source>The charge</source>
        <translation>La charge</translation>
    </message>
    <message>
        <source> charges each</source>
        <translation> charges chacune</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simuler</translation>
    </message>
    <message>
        <source>Score of simulated charges, by troop type and policy:</source>
        <translation>Score des charges simulées, par type de troupe et politique :</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <source>The skill rolls were cancelled; no charge was formed.</source>
        <translation>Les jets de compétence ont été annulés ; aucune charge n&apos;a été formée.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;The charge resumes in turn %1.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;La charge reprend au tour %1.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Roll cancelled: the man&apos;s move was not played.</source>
        <translation>Lancer annulé : le mouvement de l&apos;homme n&apos;a pas été joué.</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>[dice %1]</source>
        <translation>[dés %1]</translation>
    </message>
    <message>
        <source>Choose New charge… to form up a troop.</source>
        <translation>Choisissez Nouvelle charge… pour former une troupe.</translation>
    </message>
    <message>
        <source>morale phase next</source>
        <translation>phase de moral ensuite</translation>
    </message>
    <message>
        <source>rally phase next</source>
        <translation>phase de ralliement ensuite</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>ensuite : %1</translation>
    </message>
    <message>
        <source>%1 · Turn %2 · %3 · in the charge: %4, home: %5, killed: %6, Russians killed: %7</source>
        <translation>%1 · Tour %2 · %3 · dans la charge : %4, rentrés : %5, tués : %6, Russes tués : %7</translation>
    </message>
    <message>
        <source>&lt;p&gt;Stragglers: %1 of %2 brought home.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Traînards : %1 sur %2 ramenés.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;History:&lt;/b&gt; of the %1 men who charged at Balaclava, %2 were killed (%3 %) and %4 badly wounded (%5 %). Your troop lost %6 of 12 killed (%7 %).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Histoire :&lt;/b&gt; sur les %1 hommes qui ont chargé à Balaklava, %2 ont été tués (%3 %) et %4 gravement blessés (%5 %). Votre troupe a perdu %6 tués sur 12 (%7 %).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Charge of the Light Brigade: %1, turn %2, %3 in the charge</source>
        <translation>Charge of the Light Brigade : %1, tour %2, %3 dans la charge</translation>
    </message>
    <message>
        <source>This is not a saved Charge of the Light Brigade.</source>
        <translation>Ce n&apos;est pas une partie Charge of the Light Brigade enregistrée.</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Ralliement</translation>
    </message>
    <message>
        <source>Whom does the Captain try to rally? One roll of 1d6 (4-6) clears the whole group.</source>
        <translation>Qui le capitaine tente-t-il de rallier ? Un seul jet de 1d6 (4-6) rallie tout le groupe.</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Riderless horse</source>
        <translation>Cheval sans cavalier</translation>
    </message>
    <message>
        <source>%1&apos;s horse is blown. Switch to the riderless horse (a fresh horse with 1d6 spur points)?</source>
        <translation>Le cheval de %1 est essoufflé. Passer au cheval sans cavalier (un cheval frais avec 1d6 points d&apos;éperon) ?</translation>
    </message>
    <message>
        <source>%1 (saved %2)</source>
        <translation>%1 (enregistrement : %2)</translation>
    </message>
    <message>
        <source>A new charge</source>
        <translation>Une nouvelle charge</translation>
    </message>
    <message>
        <source>Charges in progress in this campaign:</source>
        <translation>Charges en cours dans cette campagne :</translation>
    </message>
    <message>
        <source>The saved charge cannot be resumed: %1 It is left unchanged in the campaign.</source>
        <translation>La charge enregistrée ne peut pas être reprise : %1 Elle reste inchangée dans la campagne.</translation>
    </message>
    <message>
        <source>A charge is in progress in this campaign (turn %1). Resume it?</source>
        <translation>Une charge est en cours dans cette campagne (tour %1). La reprendre ?</translation>
    </message>
    <message>
        <source>Charge of the &amp;Light Brigade…</source>
        <translation>Charge of the &amp;Light Brigade…</translation>
    </message>
    <message>
        <source>The solo Charge of the Light Brigade, with Vedette keeping the cards and the track</source>
        <translation>Le jeu solo Charge of the Light Brigade, Vedette tenant les cartes et la piste</translation>
    </message>
    <message numerus="yes">
        <source>Charge of the Light Brigade: %1, over, %n point(s)</source>
        <translation>
            <numerusform>Charge of the Light Brigade : %1, terminée, %n point</numerusform>
            <numerusform>Charge of the Light Brigade : %1, terminée, %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The charge is over: %n point(s).</source>
        <translation>
            <numerusform>La charge est terminée : %n point.</numerusform>
            <numerusform>La charge est terminée : %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;h2 style=&apos;margin:0&apos;&gt;Score: %n point(s)&lt;/h2&gt;</source>
        <translation>
            <numerusform>&lt;h2 style=&apos;margin:0&apos;&gt;Score : %n point&lt;/h2&gt;</numerusform>
            <numerusform>&lt;h2 style=&apos;margin:0&apos;&gt;Score : %n points&lt;/h2&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 of the twelve came home (%2 of them wounded), %3 were killed and %4 fled, after %5. %6&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 des douze sont rentrés (dont %2 blessés), %3 ont été tués et %4 ont fui, après %5. %6&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Russian(s) killed at the battery.</source>
        <translation>
            <numerusform>%n Russe tué à la batterie.</numerusform>
            <numerusform>%n Russes tués à la batterie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::LogPanel</name>
    <message>
        <source>Campaign Log</source>
        <translation>Journal de campagne</translation>
    </message>
    <message>
        <source>Search the log…</source>
        <translation>Rechercher dans le journal…</translation>
    </message>
    <message>
        <source>Full-text search: every word must appear; a word followed by a space matches whole words, the word being typed their beginnings</source>
        <translation>Recherche en texte intégral : chaque mot doit apparaître ; un mot suivi d&apos;une espace ne correspond qu&apos;à des mots entiers, le mot en cours de saisie aussi aux débuts de mots</translation>
    </message>
    <message>
        <source>Show the entries of one battle</source>
        <translation>Afficher les entrées d&apos;une bataille</translation>
    </message>
    <message>
        <source>Show the entries a side may see or that name its units</source>
        <translation>Afficher les entrées qu&apos;un camp peut voir ou qui nomment ses unités</translation>
    </message>
    <message>
        <source>Show the entries that name one unit</source>
        <translation>Afficher les entrées qui nomment une unité</translation>
    </message>
    <message>
        <source>Show one kind of entry</source>
        <translation>Afficher un type d&apos;entrée</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>Ajouter une &amp;note…</translation>
    </message>
    <message>
        <source>Write a note into the log of the current battle</source>
        <translation>Écrire une note dans le journal de la bataille en cours</translation>
    </message>
    <message>
        <source>&amp;Void Entry…</source>
        <translation>&amp;Invalider une entrée…</translation>
    </message>
    <message>
        <source>Mark a mistaken entry as void: it stays in the log, struck through, and the voiding is logged</source>
        <translation>Marquer une entrée erronée comme invalide : elle reste dans le journal, barrée, et l&apos;invalidation est consignée</translation>
    </message>
    <message>
        <source>All battles</source>
        <translation>Toutes les batailles</translation>
    </message>
    <message>
        <source>Campaign notes</source>
        <translation>Notes de campagne</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Tous les camps</translation>
    </message>
    <message>
        <source>All units</source>
        <translation>Toutes les unités</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>No campaign open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>lecture seule</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>Ajouter une note</translation>
    </message>
    <message>
        <source>Note for the log of %1:</source>
        <translation>Note pour le journal de %1 :</translation>
    </message>
    <message>
        <source>the campaign</source>
        <translation>la campagne</translation>
    </message>
    <message>
        <source>The note could not be written: %1</source>
        <translation>La note n&apos;a pas pu être écrite : %1</translation>
    </message>
    <message>
        <source>Void Entry</source>
        <translation>Invalider l&apos;entrée</translation>
    </message>
    <message>
        <source>Void this entry?

“%1”

It stays in the log, struck through, and the voiding is logged too. Why is it void? (optional)</source>
        <translation>Invalider cette entrée ?

« %1 »

Elle reste dans le journal, barrée, et l&apos;invalidation est aussi consignée. Pourquoi est-elle invalide ? (facultatif)</translation>
    </message>
    <message>
        <source>The entry could not be voided: %1</source>
        <translation>L&apos;entrée n&apos;a pas pu être invalidée : %1</translation>
    </message>
    <message>
        <source>the whole campaign</source>
        <translation>toute la campagne</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>Unknown log format “%1”: use .html, .md, .csv, .json or .pdf.</source>
        <translation>Format de journal inconnu « %1 » : utilisez .html, .md, .csv, .json ou .pdf.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>Entrées : %1</translation>
    </message>
    <message>
        <source>Entries: %1+</source>
        <translation>Entrées : %1+</translation>
    </message>
    <message>
        <source>Still counting the entries that match; the log can be read meanwhile.</source>
        <translation>Les entrées correspondantes sont encore en cours de comptage ; le journal peut être lu pendant ce temps.</translation>
    </message>
    <message>
        <source>All solo and card games</source>
        <translation>Toutes les parties solo et de cartes</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Turn/bound</source>
        <translation>Tour/bond</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Bond</translation>
    </message>
</context>
<context>
    <name>vedette::LogPanelModel</name>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>%1
(voided by entry %2)</source>
        <translation>%1
(invalidée par l&apos;entrée %2)</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
</context>
<context>
    <name>vedette::MainWindow</name>
    <message>
        <source>Cursor position on the table</source>
        <translation>Position du curseur sur la table</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Main Tool Bar</source>
        <translation>Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Close Vedette (everything is already saved)</source>
        <translation>Fermer Vedette (tout est déjà enregistré)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
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
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>Main &amp;Tool Bar</source>
        <translation>&amp;Barre d&apos;outils principale</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Solo Games</source>
        <translation>&amp;Jeux solo</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;About Vedette</source>
        <translation>À &amp;propos de Vedette</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Every change to the table; click an entry to go back to it</source>
        <translation>Chaque modification de la table ; cliquez sur une entrée pour y revenir</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>(read-only)</source>
        <translation>(lecture seule)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>How to use Vedette, with a page for each rule system</source>
        <translation>Comment utiliser Vedette, avec une page pour chaque système de règles</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every keyboard shortcut of the menus and panels</source>
        <translation>Tous les raccourcis clavier des menus et des panneaux</translation>
    </message>
    <message>
        <source>(followed: played by %1)</source>
        <translation>(suivie : jouée par %1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>À l&apos;ouverture</translation>
    </message>
</context>
<context>
    <name>vedette::MarkerItem</name>
    <message>
        <source>Only the referee sees it.</source>
        <translation>Seul l&apos;arbitre le voit.</translation>
    </message>
    <message>
        <source>Hidden from: %1</source>
        <translation>Caché à : %1</translation>
    </message>
</context>
<context>
    <name>vedette::MarkerTool</name>
    <message>
        <source>Markers</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Click a unit to give it a morale counter, or the table to put down a marker; right-click takes one away.</source>
        <translation>Cliquez sur une unité pour lui donner un marqueur de moral, ou sur la table pour poser un marqueur ; le clic droit en retire un.</translation>
    </message>
    <message>
        <source>Marker:</source>
        <translation>Marqueur :</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n morale counter(s)</source>
        <translation>
            <numerusform>%1 : %n marqueur de moral</numerusform>
            <numerusform>%1 : %n marqueurs de moral</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n morale counter(s).</source>
        <translation>
            <numerusform>%1 a %n marqueur de moral.</numerusform>
            <numerusform>%1 a %n marqueurs de moral.</numerusform>
        </translation>
    </message>
    <message>
        <source>Markers go on the table.</source>
        <translation>Les marqueurs se posent sur la table.</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>vedette::MeasureTool</name>
    <message>
        <source>Measure</source>
        <translation>Mesurer</translation>
    </message>
    <message>
        <source>%1 to %2, edge to edge</source>
        <translation>%1 vers %2, de bord à bord</translation>
    </message>
    <message>
        <source>centres %1</source>
        <translation>centres %1</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Épinglé : %1</translation>
    </message>
    <message>
        <source>Drag, or click twice, to measure; from unit to unit it measures the closest edges. P pins the measurement; double-click a pinned ruler to label it, right-click to label or remove it.</source>
        <translation>Faites glisser, ou cliquez deux fois, pour mesurer ; d&apos;unité à unité, la mesure se fait entre les bords les plus proches. P épingle la mesure ; double-cliquez sur une règle épinglée pour l&apos;étiqueter, clic droit pour l&apos;étiqueter ou la retirer.</translation>
    </message>
</context>
<context>
    <name>vedette::MeleePanel</name>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>No melee.</source>
        <translation>Pas de mêlée.</translation>
    </message>
    <message>
        <source>retreats</source>
        <translation>se retire</translation>
    </message>
    <message>
        <source>d10 </source>
        <translation>d10 </translation>
    </message>
    <message>
        <source>Melee modifier</source>
        <translation>Modificateur de mêlée</translation>
    </message>
    <message>
        <source>%1 in melee with %2. Both are Disordered while it lasts.</source>
        <translation>%1 en mêlée avec %2. Tous deux sont désordonnés tant qu&apos;elle dure.</translation>
    </message>
    <message>
        <source>Record Morale</source>
        <translation>Enregistrer le moral</translation>
    </message>
    <message>
        <source>Melee Over</source>
        <translation>Mêlée terminée</translation>
    </message>
    <message>
        <source>Town fight: %1 against %2. Losses are spread over every stand of both blocks; all are Disordered while it lasts.</source>
        <translation>Combat de localité : %1 contre %2. Les pertes sont réparties sur tous les socles des deux îlots ; tous sont désordonnés tant qu&apos;il dure.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) %1</source>
        <translation>
            <numerusform>%n niveau %1</numerusform>
            <numerusform>%n niveaux %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The side&apos;s melee modifier for the next round (default by class); the referee may change it.</source>
        <translation>Le modificateur de mêlée du camp pour le prochain round (par défaut selon la classe) ; l&apos;arbitre peut le changer.</translation>
    </message>
    <message>
        <source>No melee. A charge that ends in MELEE! starts one.</source>
        <translation>Pas de mêlée. Une charge qui se termine en MÊLÉE ! en déclenche une.</translation>
    </message>
    <message>
        <source>Next round (d10 %1 against d10 %2): %3 wins %4, tie %5, %6 wins %7.
Steps %3 takes: %8.
Steps %6 takes: %9.</source>
        <translation>Prochain round (d10 %1 contre d10 %2) : %3 l&apos;emporte %4, égalité %5, %6 l&apos;emporte %7.
Niveaux perdus par %3 : %8.
Niveaux perdus par %6 : %9.</translation>
    </message>
    <message>
        <source>End the Melee</source>
        <translation>Terminer la mêlée</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 of %3, %n step(s) taken)</source>
        <translation>
            <numerusform>%1 (%2 sur %3, %n niveau perdu)</numerusform>
            <numerusform>%1 (%2 sur %3, %n niveaux perdus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n homme</numerusform>
            <numerusform>%n hommes</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll Round</source>
        <translation>Lancer le round</translation>
    </message>
    <message>
        <source>Round %1 is fought in turn %2: Next Turn first</source>
        <translation>Le round %1 se livre au tour %2 : d&apos;abord Tour suivant</translation>
    </message>
    <message>
        <source>Round %1: d10 each</source>
        <translation>Round %1 : d10 chacun</translation>
    </message>
    <message>
        <source>Tick the side that retreats, if any</source>
        <translation>Cochez le camp qui recule, s&apos;il y en a un</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <translation>La mêlée est finie</translation>
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
Porte « %2 » à %3
Bonds parcourus : %4
Reste à parcourir : %5</translation>
    </message>
</context>
<context>
    <name>vedette::NewBattleDialog</name>
    <message>
        <source>New Battle</source>
        <translation>Nouvelle bataille</translation>
    </message>
    <message>
        <source>The scenario&apos;s name and today&apos;s date</source>
        <translation>Le nom du scénario et la date du jour</translation>
    </message>
    <message>
        <source>No: as the scenario sets them up</source>
        <translation>Non : tels que le scénario les met en place</translation>
    </message>
    <message>
        <source>From “%1” (bound %2)</source>
        <translation>De « %1 » (bond %2)</translation>
    </message>
    <message>
        <source>Units with the same id start with the strength and casualties they had at the end of that battle</source>
        <translation>Les unités ayant le même identifiant commencent avec l&apos;effectif et les pertes qu&apos;elles avaient à la fin de cette bataille</translation>
    </message>
    <message>
        <source>Battle &amp;name:</source>
        <translation>&amp;Nom de la bataille :</translation>
    </message>
    <message>
        <source>&amp;Carry units&apos; strength:</source>
        <translation>&amp;Reprendre l&apos;effectif des unités :</translation>
    </message>
    <message>
        <source>Start Battle</source>
        <translation>Commencer la bataille</translation>
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
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source>Empty table</source>
        <translation>Table vide</translation>
    </message>
    <message>
        <source>An empty table: set up your own battle</source>
        <translation>Une table vide : mettez en place votre propre bataille</translation>
    </message>
    <message>
        <source> p per cm</source>
        <translation> p par cm</translation>
    </message>
    <message>
        <source>How many paces of the battlefield one centimetre of table stands for (Balagan: 100)</source>
        <translation>Combien de pas du champ de bataille représente un centimètre de table (Balagan : 100)</translation>
    </message>
    <message>
        <source>by</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table :</translation>
    </message>
    <message>
        <source>&amp;Ground scale:</source>
        <translation>&amp;Échelle au sol :</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>The side&apos;s colour on the table</source>
        <translation>La couleur du camp sur la table</translation>
    </message>
    <message>
        <source>&amp;First side:</source>
        <translation>&amp;Premier camp :</translation>
    </message>
    <message>
        <source>&amp;Second side:</source>
        <translation>&amp;Second camp :</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>Point de &amp;départ :</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Nouvelle bataille</translation>
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
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <source>The campaign has no scenario yet.</source>
        <translation>La campagne n&apos;a pas encore de scénario.</translation>
    </message>
    <message>
        <source>Each side needs a name.</source>
        <translation>Chaque camp a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>The two sides need different names.</source>
        <translation>Les deux camps doivent avoir des noms différents.</translation>
    </message>
</context>
<context>
    <name>vedette::NewCampaignDialog</name>
    <message>
        <source>New Campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>e.g. The Crimea, autumn 1854</source>
        <translation>p. ex. La Crimée, automne 1854</translation>
    </message>
    <message>
        <source>The first battle of the campaign is set up from this scenario</source>
        <translation>La première bataille de la campagne est mise en place à partir de ce scénario</translation>
    </message>
    <message>
        <source>Bundled with Vedette</source>
        <translation>Fourni avec Vedette</translation>
    </message>
    <message>
        <source>&amp;Import Scenario JSON…</source>
        <translation>&amp;Importer un scénario JSON…</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Campaign &amp;name:</source>
        <translation>&amp;Nom de la campagne :</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scénario :</translation>
    </message>
    <message>
        <source>Campaign &amp;file:</source>
        <translation>&amp;Fichier de campagne :</translation>
    </message>
    <message>
        <source>Everything is saved as you play: there is no Save command.</source>
        <translation>Tout est enregistré au fil du jeu : il n&apos;y a pas de commande Enregistrer.</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Import Scenario</source>
        <translation>Importer un scénario</translation>
    </message>
    <message>
        <source>Scenario JSON (*.json);;All files (*)</source>
        <translation>Scénario JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New Campaign File</source>
        <translation>Nouveau fichier de campagne</translation>
    </message>
    <message>
        <source>Vedette campaigns (*.vedette)</source>
        <translation>Campagnes Vedette (*.vedette)</translation>
    </message>
    <message>
        <source>Choose a scenario, or import one from a JSON file.</source>
        <translation>Choisissez un scénario, ou importez-en un depuis un fichier JSON.</translation>
    </message>
    <message>
        <source>Give the campaign a name.</source>
        <translation>Donnez un nom à la campagne.</translation>
    </message>
    <message>
        <source>Choose where the campaign file goes.</source>
        <translation>Choisissez l&apos;emplacement du fichier de campagne.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another file name.</source>
        <translation>%1 existe déjà ; choisissez un autre nom de fichier.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The folder %1 could not be made.</source>
        <translation>Le dossier %1 n&apos;a pas pu être créé.</translation>
    </message>
</context>
<context>
    <name>vedette::OddsWidget</name>
    <message>
        <source>Odds</source>
        <translation>Probabilités</translation>
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
        <translation>%1 : %2 sur %3 (%4)</translation>
    </message>
    <message>
        <source>%1, thrown</source>
        <translation>%1, obtenu</translation>
    </message>
    <message>
        <source>No odds to show</source>
        <translation>Aucune probabilité à afficher</translation>
    </message>
</context>
<context>
    <name>vedette::OrderFlagLayer</name>
    <message>
        <source>%1: %2 (no division)</source>
        <translation>%1 : %2 (sans division)</translation>
    </message>
    <message>
        <source>%1: %2 — division %3, no general</source>
        <translation>%1 : %2 — division %3, sans général</translation>
    </message>
    <message>
        <source>%1: %2 — division %3 (%4)</source>
        <translation>%1 : %2 — division %3 (%4)</translation>
    </message>
</context>
<context>
    <name>vedette::OrderOfBattlePanel</name>
    <message>
        <source>Order of Battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation>&amp;Modèles</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Effectif</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Side</source>
        <translation>&amp;Camp</translation>
    </message>
    <message>
        <source>&amp;Division (with its general)</source>
        <translation>&amp;Division (avec son général)</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a side, a division, a general or a unit to the selected side and division</source>
        <translation>Ajouter un camp, une division, un général ou une unité au camp et à la division sélectionnés</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Copy the selected units and generals (not on the table)</source>
        <translation>Copier les unités et les généraux sélectionnés (hors de la table)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the selected units, generals or sides</source>
        <translation>Supprimer les unités, généraux ou camps sélectionnés</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Déployer</translation>
    </message>
    <message>
        <source>Put the selected units on the table with the Deploy tool: click, or draw their front line</source>
        <translation>Mettre les unités sélectionnées sur la table avec l&apos;outil Déployer : cliquez, ou tracez leur ligne de front</translation>
    </message>
    <message>
        <source>Take off the Table</source>
        <translation>Retirer de la table</translation>
    </message>
    <message>
        <source>Back into the order of battle, to deploy again</source>
        <translation>Retour dans l&apos;ordre de bataille, pour un nouveau déploiement</translation>
    </message>
    <message>
        <source>Side &amp;Colour…</source>
        <translation>&amp;Couleur du camp…</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>&amp;Import Order of Battle (CSV)…</source>
        <translation>&amp;Importer un ordre de bataille (CSV)…</translation>
    </message>
    <message>
        <source>&amp;Export Order of Battle (CSV)…</source>
        <translation>&amp;Exporter l&apos;ordre de bataille (CSV)…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <source>dismounted</source>
        <translation>à pied</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>sur la table</translation>
    </message>
    <message>
        <source>to deploy</source>
        <translation>à déployer</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>non placé</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>No division</source>
        <translation>Sans division</translation>
    </message>
    <message numerus="yes">
        <source>%n to deploy</source>
        <translation>
            <numerusform>%n à déployer</numerusform>
            <numerusform>%n à déployer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 to deploy, %4</source>
        <translation>%1 : %2, %3 à déployer, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n général</numerusform>
            <numerusform>%n généraux</numerusform>
        </translation>
    </message>
    <message>
        <source>No sides yet: File &gt; New Battle… sets up two, or Add &gt; Side.</source>
        <translation>Pas encore de camp : Fichier &gt; Nouvelle bataille… en met deux en place, ou Ajouter &gt; Camp.</translation>
    </message>
    <message>
        <source>Edit the unit in the Inspector; drag it onto the table (or Deploy) to put it there.</source>
        <translation>Modifiez l&apos;unité dans l&apos;Inspecteur ; faites-la glisser sur la table (ou Déployer) pour l&apos;y placer.</translation>
    </message>
    <message numerus="yes">
        <source>%n units chosen: a change in the Inspector applies to all of them.</source>
        <translation>
            <numerusform>%n unité choisie : une modification dans l&apos;Inspecteur s&apos;applique à toutes.</numerusform>
            <numerusform>%n unités choisies : une modification dans l&apos;Inspecteur s&apos;applique à toutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: double-click to rename; More &gt; Side Colour… to change its colour.</source>
        <translation>%1 : double-cliquez pour renommer ; Plus &gt; Couleur du camp… pour changer sa couleur.</translation>
    </message>
    <message>
        <source>Choose a side, division, general or unit. Add puts new ones into the chosen side and division.</source>
        <translation>Choisissez un camp, une division, un général ou une unité. Ajouter place les nouveaux éléments dans le camp et la division choisis.</translation>
    </message>
    <message>
        <source>%1 and %2 chosen.</source>
        <translation>%1 et %2 choisis.</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Add a side first: units belong to a side.</source>
        <translation>Ajoutez d&apos;abord un camp : les unités appartiennent à un camp.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Add a side first: generals belong to a side.</source>
        <translation>Ajoutez d&apos;abord un camp : les généraux appartiennent à un camp.</translation>
    </message>
    <message>
        <source>General %1</source>
        <translation>Général %1</translation>
    </message>
    <message>
        <source>Add a side first: divisions belong to a side.</source>
        <translation>Ajoutez d&apos;abord un camp : les divisions appartiennent à un camp.</translation>
    </message>
    <message>
        <source>division-%1</source>
        <translation>division-%1</translation>
    </message>
    <message>
        <source>General of %1</source>
        <translation>Général de %1</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Camp %1</translation>
    </message>
    <message>
        <source>Import order of battle %1</source>
        <translation>Importer l&apos;ordre de bataille %1</translation>
    </message>
    <message>
        <source>%1 holds no units or generals.</source>
        <translation>%1 ne contient ni unité ni général.</translation>
    </message>
    <message>
        <source>Import Order of Battle</source>
        <translation>Importer un ordre de bataille</translation>
    </message>
    <message>
        <source>Orders of battle (*.csv);;All files (*)</source>
        <translation>Ordres de bataille (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Nothing was imported from %1:

%2</source>
        <translation>Rien n&apos;a été importé depuis %1 :

%2</translation>
    </message>
    <message>
        <source>Export Order of Battle</source>
        <translation>Exporter l&apos;ordre de bataille</translation>
    </message>
    <message>
        <source>order-of-battle</source>
        <translation>ordre-de-bataille</translation>
    </message>
    <message>
        <source>Orders of battle (*.csv)</source>
        <translation>Ordres de bataille (*.csv)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n&apos;a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Templates are kept in the campaign; open a campaign you can write to.</source>
        <translation>Les modèles sont conservés dans la campagne ; ouvrez une campagne dans laquelle vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Choose a unit or a division to save as a template.</source>
        <translation>Choisissez une unité ou une division à enregistrer comme modèle.</translation>
    </message>
    <message>
        <source>There is no such template in this campaign.</source>
        <translation>Ce modèle n&apos;existe pas dans cette campagne.</translation>
    </message>
    <message>
        <source>Add a side first: the template&apos;s units need one.</source>
        <translation>Ajoutez d&apos;abord un camp : les unités du modèle en ont besoin d&apos;un.</translation>
    </message>
    <message>
        <source>Add %1 from a template</source>
        <translation>Ajouter %1 depuis un modèle</translation>
    </message>
    <message>
        <source>The template holds no units.</source>
        <translation>Le modèle ne contient aucune unité.</translation>
    </message>
    <message>
        <source>Save as Template</source>
        <translation>Enregistrer comme modèle</translation>
    </message>
    <message>
        <source>Template name:</source>
        <translation>Nom du modèle :</translation>
    </message>
    <message>
        <source>&amp;Save Selection as Template…</source>
        <translation>&amp;Enregistrer la sélection comme modèle…</translation>
    </message>
    <message>
        <source>Add from a template</source>
        <translation>Ajouter depuis un modèle</translation>
    </message>
    <message>
        <source>%1 (division)</source>
        <translation>%1 (division)</translation>
    </message>
    <message>
        <source>Add from Template</source>
        <translation>Ajouter depuis un modèle</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Couleur de %1</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Changer la couleur de %1</translation>
    </message>
    <message>
        <source>Deploy the Rest</source>
        <translation>Déployer le reste</translation>
    </message>
    <message>
        <source>Lay out every unit not yet on the table in its side&apos;s deployment zone (Balagan) or along its table edge (Brown), division by division in rows: the selected side&apos;s, or every side&apos;s when nothing is selected</source>
        <translation>Disposer chaque unité qui n&apos;est pas encore sur la table dans la zone de déploiement de son camp (Balagan) ou le long de son bord de table (Brown), division par division en rangées : celles du camp sélectionné, ou de tous les camps si rien n&apos;est sélectionné</translation>
    </message>
    <message>
        <source>%1 has no area to deploy in.</source>
        <translation>%1 n&apos;a aucune zone où se déployer.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Every unit is on the table.</source>
        <translation>Toutes les unités sont sur la table.</translation>
    </message>
    <message>
        <source>Put in single line to fit: %1.</source>
        <translation>Mises en ligne simple pour tenir : %1.</translation>
    </message>
    <message>
        <source>%1: double-click to rename, drag onto the table to deploy it</source>
        <translation>%1 : double-cliquez pour la renommer, faites-la glisser sur la table pour la déployer</translation>
    </message>
    <message>
        <source>%1: %2 and %3. Drag it onto the table, or Deploy and draw its front line.</source>
        <translation>%1 : %2 et %3. Faites-la glisser sur la table, ou Déployer et tracez sa ligne de front.</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Type : %1</translation>
    </message>
    <message>
        <source>Strength: %1</source>
        <translation>Effectif : %1</translation>
    </message>
    <message>
        <source>Formation: %1</source>
        <translation>Formation : %1</translation>
    </message>
    <message>
        <source>Place: %1</source>
        <translation>Emplacement : %1</translation>
    </message>
</context>
<context>
    <name>vedette::OrdersPanel</name>
    <message>
        <source>Balagan Orders</source>
        <translation>Ordres Balagan</translation>
    </message>
    <message>
        <source>Division / unit</source>
        <translation>Division / unité</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Send messenger…</source>
        <translation>Envoyer un messager…</translation>
    </message>
    <message>
        <source>Send a messenger from the division&apos;s general (or the commander-in-chief) with new orders</source>
        <translation>Envoyer un messager du général de la division (ou du commandant en chef) avec de nouveaux ordres</translation>
    </message>
    <message>
        <source>The side whose messengers ride</source>
        <translation>Le camp dont les messagers chevauchent</translation>
    </message>
    <message>
        <source>Messengers ride</source>
        <translation>Les messagers chevauchent</translation>
    </message>
    <message>
        <source>Place general</source>
        <translation>Placer le général</translation>
    </message>
    <message>
        <source>Put the selected division&apos;s general on the table, just behind its first unit</source>
        <translation>Placer sur la table le général de la division sélectionnée, juste derrière sa première unité</translation>
    </message>
    <message>
        <source>Orders, generals and messengers belong to Balagan&apos;s Marlburian battles; this table is played under other rules.</source>
        <translation>Les ordres, les généraux et les messagers relèvent des batailles des Marlburian Rules de Balagan ; cette table se joue sous d&apos;autres règles.</translation>
    </message>
    <message>
        <source>Bound %1: %2 to move. Orders change only when a general or messenger arrives.</source>
        <translation>Bond %1 : au tour de %2 de se déplacer. Les ordres ne changent qu&apos;à l&apos;arrivée d&apos;un général ou d&apos;un messager.</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation>Commandant en chef</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>avec %1</translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation>pas sur la table</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 is not on the table yet</source>
        <translation>%1 n&apos;est pas encore sur la table</translation>
    </message>
    <message>
        <source>no division</source>
        <translation>sans division</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>%1 to ride</source>
        <translation>%1 à parcourir</translation>
    </message>
    <message>
        <source>riding</source>
        <translation>en route</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <source>The side has no general to send a messenger.</source>
        <translation>Le camp n&apos;a aucun général pour envoyer un messager.</translation>
    </message>
    <message>
        <source>Send a Messenger</source>
        <translation>Envoyer un messager</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De :</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À :</translation>
    </message>
    <message>
        <source>Orders:</source>
        <translation>Ordres :</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>No messenger sent: the general is not on the table.</source>
        <translation>Aucun messager envoyé : le général n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>Balagan &amp;Orders</source>
        <translation>&amp;Ordres Balagan</translation>
    </message>
    <message>
        <source>Show the divisions, their generals and orders, and the messengers riding</source>
        <translation>Afficher les divisions, leurs généraux et leurs ordres, ainsi que les messagers en route</translation>
    </message>
    <message>
        <source>General changes orders…</source>
        <translation>Un général change les ordres…</translation>
    </message>
    <message>
        <source>A general tries to change his own division&apos;s orders: 1d6 + his rating, 5 or more, once a bound</source>
        <translation>Un général tente de changer les ordres de sa propre division : 1d6 + sa valeur, 5 ou plus, une fois par bond</translation>
    </message>
    <message>
        <source>General arrives…</source>
        <translation>Un général arrive…</translation>
    </message>
    <message>
        <source>A general arrives in person at a unit: he joins it and its division&apos;s orders change at once</source>
        <translation>Un général arrive en personne auprès d&apos;une unité : il la rejoint et les ordres de sa division changent aussitôt</translation>
    </message>
    <message>
        <source>General Changes Orders</source>
        <translation>Un général change les ordres</translation>
    </message>
    <message>
        <source>General:</source>
        <translation>Général :</translation>
    </message>
    <message>
        <source>New orders:</source>
        <translation>Nouveaux ordres :</translation>
    </message>
    <message>
        <source>1d6 + his rating: 5 or more changes them. One try a bound.</source>
        <translation>1d6 + sa valeur : 5 ou plus les change. Un essai par bond.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>General Arrives in Person</source>
        <translation>Un général arrive en personne</translation>
    </message>
    <message>
        <source>Joins:</source>
        <translation>Rejoint :</translation>
    </message>
    <message>
        <source>Arrive</source>
        <translation>Arriver</translation>
    </message>
    <message>
        <source>Every messenger of the side rides its bound as horse in column and rolls once for his life (killed on a 1)</source>
        <translation>Chaque messager du camp chevauche son bond comme de la cavalerie en colonne et lance une fois un dé pour sa vie (tué sur un 1)</translation>
    </message>
</context>
<context>
    <name>vedette::PiecesLayer</name>
    <message>
        <source>%1 leaves %2.</source>
        <translation>%1 quitte %2.</translation>
    </message>
    <message>
        <source>%1 joins %2.</source>
        <translation>%1 rejoint %2.</translation>
    </message>
    <message>
        <source>Send &amp;Messenger…</source>
        <translation>Envoyer un &amp;messager…</translation>
    </message>
    <message>
        <source>&amp;Join Unit</source>
        <translation>&amp;Rejoindre l&apos;unité</translation>
    </message>
    <message>
        <source>&amp;Leave %1</source>
        <translation>&amp;Quitter %1</translation>
    </message>
</context>
<context>
    <name>vedette::PlaceUnitTool</name>
    <message>
        <source>Place Unit</source>
        <translation>Placer une unité</translation>
    </message>
    <message>
        <source>Choose a side and a unit type, then click on the table to place it; R turns the next unit.</source>
        <translation>Choisissez un camp et un type d&apos;unité, puis cliquez sur la table pour la placer ; R fait pivoter l&apos;unité suivante.</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Camp :</translation>
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
        <translation>Le scénario n&apos;a pas encore de camp : ajoutez-en un avant de placer des unités.</translation>
    </message>
    <message>
        <source>Placed %1.</source>
        <translation>%1 placé.</translation>
    </message>
</context>
<context>
    <name>vedette::PlayerMessages</name>
    <message>
        <source>There is no side &quot;%1&quot; on the table.</source>
        <translation>Il n&apos;y a pas de camp &quot;%1&quot; sur la table.</translation>
    </message>
    <message>
        <source>The message is empty.</source>
        <translation>Le message est vide.</translation>
    </message>
    <message numerus="yes">
        <source>A message to a side holds at most %n characters.</source>
        <translation>
            <numerusform>Un message à un camp compte au plus %n caractère.</numerusform>
            <numerusform>Un message à un camp compte au plus %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>To %1: %2</source>
        <translation>À %1 : %2</translation>
    </message>
</context>
<context>
    <name>vedette::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Language of menus, panels and log entries</source>
        <translation>Langue des menus, des panneaux et des entrées du journal</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Ask for the faces of &amp;physical dice</source>
        <translation>Demander les faces des dés &amp;physiques</translation>
    </message>
    <message>
        <source>Every roll in Vedette asks for the faces of the dice thrown at the table instead of throwing them itself. The Dice Tray has the same switch.</source>
        <translation>Chaque lancer dans Vedette demande les faces des dés lancés à la table au lieu de les lancer lui-même. La piste de dés a le même interrupteur.</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <source>&amp;Restart Vedette now</source>
        <translation>&amp;Redémarrer Vedette maintenant</translation>
    </message>
    <message>
        <source>Vedette speaks %1 from its next start. Restarting loses nothing: everything is already saved.</source>
        <translation>Vedette parlera %1 à partir de son prochain démarrage. Redémarrer ne fait rien perdre : tout est déjà enregistré.</translation>
    </message>
    <message>
        <source>A new language applies after Vedette is restarted.</source>
        <translation>Une nouvelle langue s&apos;applique après le redémarrage de Vedette.</translation>
    </message>
</context>
<context>
    <name>vedette::ReachableAreaItem</name>
    <message>
        <source>%1: cannot move</source>
        <translation>%1 : ne peut pas bouger</translation>
    </message>
    <message>
        <source>%1 (straight ahead %2)</source>
        <translation>%1 (droit devant %2)</translation>
    </message>
</context>
<context>
    <name>vedette::RecentFiles</name>
    <message>
        <source>No recent campaigns</source>
        <translation>Aucune campagne récente</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
</context>
<context>
    <name>vedette::RulerLayer</name>
    <message>
        <source>Label Ruler</source>
        <translation>Étiqueter la règle</translation>
    </message>
    <message>
        <source>Clear Pinned Rulers</source>
        <translation>Effacer les règles épinglées</translation>
    </message>
    <message>
        <source>Label (empty to name the units measured):</source>
        <translation>Étiquette (vide pour nommer les unités mesurées) :</translation>
    </message>
    <message>
        <source>&amp;Label Ruler…</source>
        <translation>É&amp;tiqueter la règle…</translation>
    </message>
    <message>
        <source>&amp;Remove Ruler</source>
        <translation>&amp;Retirer la règle</translation>
    </message>
    <message>
        <source>%1 to %2, edge to edge</source>
        <translation>%1 vers %2, de bord à bord</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>depuis %1</translation>
    </message>
    <message>
        <source>centres %1</source>
        <translation>centres %1</translation>
    </message>
</context>
<context>
    <name>vedette::SelectTool</name>
    <message>
        <source>Select and Move</source>
        <translation>Sélectionner et déplacer</translation>
    </message>
    <message>
        <source>%1 left of %2</source>
        <translation>%1 restant sur %2</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 au-delà de %2</translation>
    </message>
    <message>
        <source>costs %1 in bad going</source>
        <translation>coûte %1 en terrain difficile</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Déplacé</translation>
    </message>
    <message>
        <source>Turned %1°</source>
        <translation>Pivoté de %1°</translation>
    </message>
    <message>
        <source>wheel %1</source>
        <translation>conversion %1</translation>
    </message>
    <message>
        <source>Click a unit to select it; drag to move it, drag its handle or press R / Shift+R to turn it; Delete removes it. Click terrain with no unit on it to inspect it; click a pinned ruler to pick it, double-click to label it, right-click for its menu.</source>
        <translation>Cliquez sur une unité pour la sélectionner ; faites-la glisser pour la déplacer, faites glisser sa poignée ou appuyez sur R / Maj+R pour la faire pivoter ; Suppr la retire. Cliquez sur un terrain sans unité pour l&apos;inspecter ; cliquez sur une règle épinglée pour la choisir, double-cliquez pour l&apos;étiqueter, clic droit pour son menu.</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>refusé : %1</translation>
    </message>
    <message>
        <source>beyond the allowance</source>
        <translation>au-delà du mouvement autorisé</translation>
    </message>
    <message>
        <source>Move refused: %1 (Ctrl+release moves it anyway, noted in the log).</source>
        <translation>Mouvement refusé : %1 (Ctrl+relâcher le déplace quand même, avec une note dans le journal).</translation>
    </message>
    <message>
        <source>The referee moves %1 against the rules: %2.</source>
        <translation>L&apos;arbitre déplace %1 contre les règles : %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Deployment zone %1 × %2</source>
        <translation>Zone de déploiement %1 × %2</translation>
    </message>
    <message>
        <source>%1 was changed meanwhile (another table&apos;s step or a reload): the drag was let go.</source>
        <translation>%1 a été modifiée entre-temps (une étape d’une autre table ou un rechargement) : le glisser a été abandonné.</translation>
    </message>
</context>
<context>
    <name>vedette::ShareDialog</name>
    <message>
        <source>Share with Players</source>
        <translation>Partager avec les joueurs</translation>
    </message>
    <message>
        <source>Each side sees its own view of the battle on a phone or tablet on this computer&apos;s network: its units, the enemy it has seen, the bound and the messages that reached it. Nothing else leaves this computer.</source>
        <translation>Chaque camp voit sa propre vue de la bataille sur un téléphone ou une tablette du réseau de cet ordinateur : ses unités, l&apos;ennemi qu&apos;il a vu, le bond et les messages qui lui sont parvenus. Rien d&apos;autre ne quitte cet ordinateur.</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <source>Where the players&apos; devices reach this computer: an address on the network they share (127.0.0.1: this computer alone).</source>
        <translation>Où les appareils des joueurs joignent cet ordinateur : une adresse du réseau qu&apos;ils partagent (127.0.0.1 : cet ordinateur seul).</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port :</translation>
    </message>
    <message>
        <source>any</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>New Links</source>
        <translation>Nouveaux liens</translation>
    </message>
    <message>
        <source>Give every side a new link: the old links stop working.</source>
        <translation>Donner un nouveau lien à chaque camp : les anciens liens cessent de fonctionner.</translation>
    </message>
    <message>
        <source>Save Link Cards…</source>
        <translation>Enregistrer les cartes de liens…</translation>
    </message>
    <message>
        <source>A card per side with its QR code and link, as a PDF to print.</source>
        <translation>Une carte par camp avec son code QR et son lien, en PDF à imprimer.</translation>
    </message>
    <message>
        <source>Message to</source>
        <translation>Message à</translation>
    </message>
    <message>
        <source>A short text for that side alone</source>
        <translation>Un court texte pour ce camp seul</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Open a campaign and a battle first: the players&apos; devices show the battle on the table.</source>
        <translation>Ouvrez d&apos;abord une campagne et une bataille : les appareils des joueurs montrent la bataille sur la table.</translation>
    </message>
    <message>
        <source>The battle cannot be read: %1</source>
        <translation>La bataille ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address of this computer.</source>
        <translation>&quot;%1&quot; n&apos;est pas une adresse de cet ordinateur.</translation>
    </message>
    <message>
        <source>Cannot share on %1, port %2: %3</source>
        <translation>Impossible de partager sur %1, port %2 : %3</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Not sharing. Choose the address the players&apos; devices reach this computer at, then Start.</source>
        <translation>Pas de partage. Choisissez l&apos;adresse à laquelle les appareils des joueurs joignent cet ordinateur, puis Démarrer.</translation>
    </message>
    <message numerus="yes">
        <source>Sharing %1 on %2, port %3: %n device(s) connected.</source>
        <translation>
            <numerusform>%1 partagé sur %2, port %3 : %n appareil connecté.</numerusform>
            <numerusform>%1 partagé sur %2, port %3 : %n appareils connectés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent to %1.</source>
        <translation>Envoyé à %1.</translation>
    </message>
    <message>
        <source>Save Link Cards</source>
        <translation>Enregistrer les cartes de liens</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>Link cards</source>
        <translation>Cartes de liens</translation>
    </message>
    <message>
        <source>Scan with your phone&apos;s camera, or open:</source>
        <translation>Scannez avec l&apos;appareil photo du téléphone, ou ouvrez :</translation>
    </message>
    <message>
        <source>This card shows %1&apos;s secrets: keep it from the other side.</source>
        <translation>Cette carte montre les secrets de %1 : gardez-la loin de l&apos;autre camp.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy %1&apos;s link, to send it by a message.</source>
        <translation>Copier le lien de %1, pour l&apos;envoyer par message.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>New Link</source>
        <translation>Nouveau lien</translation>
    </message>
    <message>
        <source>A new link for %1 alone (a phone was lost): its old link stops working, and the other sides&apos; phones keep theirs.</source>
        <translation>Un nouveau lien pour %1 seul (un téléphone a été perdu) : son ancien lien ne fonctionne plus, les téléphones des autres camps gardent le leur.</translation>
    </message>
</context>
<context>
    <name>vedette::ShortcutList</name>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every shortcut of the menus and panels, as this window has them now.</source>
        <translation>Tous les raccourcis des menus et des panneaux, tels que cette fenêtre les définit actuellement.</translation>
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
        <translation>Cette barre devrait mesurer %1 mm : mesurez-la</translation>
    </message>
    <message>
        <source>Table Screen</source>
        <translation>Écran de table</translation>
    </message>
</context>
<context>
    <name>vedette::TableScreenController</name>
    <message>
        <source>Table &amp;Screen</source>
        <translation>&amp;Écran de table</translation>
    </message>
    <message>
        <source>Scree&amp;n</source>
        <translation>Écra&amp;n</translation>
    </message>
    <message>
        <source>Shown &amp;To</source>
        <translation>&amp;Visible pour</translation>
    </message>
    <message>
        <source>&amp;Show Table Screen</source>
        <translation>&amp;Afficher l&apos;écran de table</translation>
    </message>
    <message>
        <source>&amp;Mirror (Rear Projection)</source>
        <translation>&amp;Miroir (rétroprojection)</translation>
    </message>
    <message>
        <source>&amp;Follow the Action</source>
        <translation>&amp;Suivre l&apos;action</translation>
    </message>
    <message>
        <source>Show the Picked Unit&apos;s &amp;Reach</source>
        <translation>Afficher la &amp;zone accessible de l&apos;unité choisie</translation>
    </message>
    <message>
        <source>The battle at true scale on a second screen, showing the players only what they may see</source>
        <translation>La bataille à l&apos;échelle réelle sur un second écran, ne montrant aux joueurs que ce qu&apos;ils peuvent voir</translation>
    </message>
    <message>
        <source>&amp;Rotation</source>
        <translation>&amp;Rotation</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>&amp;Units</source>
        <translation>&amp;Unités</translation>
    </message>
    <message>
        <source>&amp;Symbols</source>
        <translation>&amp;Symboles</translation>
    </message>
    <message>
        <source>&amp;Outlines Only (Figures on the Glass)</source>
        <translation>&amp;Contours seulement (figurines sur la vitre)</translation>
    </message>
    <message>
        <source>&amp;Nothing</source>
        <translation>&amp;Rien</translation>
    </message>
    <message>
        <source>Move what the table screen shows to the charge, the tape or the unit picked</source>
        <translation>Déplacer ce que montre l&apos;écran de table vers la charge, la mesure ou l&apos;unité choisie</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>&amp;Calibrer…</translation>
    </message>
    <message>
        <source>Measure a bar on the table screen so that an inch there is an inch of table</source>
        <translation>Mesurer une barre sur l&apos;écran de table pour qu&apos;un pouce à l&apos;écran corresponde à un pouce de table</translation>
    </message>
    <message>
        <source>&amp;All Players</source>
        <translation>&amp;Tous les joueurs</translation>
    </message>
    <message>
        <source>%1 Only</source>
        <translation>%1 seulement</translation>
    </message>
    <message>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <source>this window&apos;s screen</source>
        <translation>écran de cette fenêtre</translation>
    </message>
    <message>
        <source>Screen %1: %2 × %3</source>
        <translation>Écran %1 : %2 × %3</translation>
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
        <translation>Écran de table — faites glisser pour déplacer</translation>
    </message>
</context>
<context>
    <name>vedette::TableView</name>
    <message>
        <source>The table to scale. Wheel: zoom; middle button or Space+drag: pan; Ctrl+0: fit the table</source>
        <translation>La table à l&apos;échelle. Molette : zoom ; bouton du milieu ou Espace+glisser : défilement ; Ctrl+0 : ajuster la table</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonCard</name>
    <message>
        <source>Card %1: %2. %3</source>
        <translation>Carte %1 : %2. %3</translation>
    </message>
    <message>
        <source>Must play: this card has to be played before any normal card.</source>
        <translation>À jouer obligatoirement : cette carte doit être jouée avant toute carte normale.</translation>
    </message>
    <message>
        <source>@ placement</source>
        <translation>@ placement</translation>
    </message>
    <message>
        <source>* removal</source>
        <translation>* retrait</translation>
    </message>
    <message>
        <source>MUST PLAY</source>
        <translation>OBLIGATOIRE</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonSetupDialog</name>
    <message>
        <source>Anyone for Tennyson: new game</source>
        <translation>Anyone for Tennyson : nouvelle partie</translation>
    </message>
    <message>
        <source>Five regiments charge for the guns. Choose who plays each one: a person at the table (hands are hidden between turns) or the computer.</source>
        <translation>Cinq régiments chargent les canons. Choisissez qui joue chacun d&apos;eux : une personne à la table (les mains sont cachées entre les tours) ou l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Person at the table</source>
        <translation>Personne à la table</translation>
    </message>
    <message>
        <source>Computer: sensible</source>
        <translation>Ordinateur : réfléchi</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Ordinateur : au hasard</translation>
    </message>
    <message>
        <source>First to the guns (draw after 2,000 cards)</source>
        <translation>Premier aux canons (nulle après 2 000 cartes)</translation>
    </message>
    <message>
        <source>Glory: two reshuffles, a point a stand, +3 for the guns</source>
        <translation>Gloire : deux remélanges, un point par socle, +3 pour les canons</translation>
    </message>
    <message>
        <source>&amp;Victory:</source>
        <translation>&amp;Victoire :</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
</context>
<context>
    <name>vedette::TennysonValley</name>
    <message>
        <source>The valley</source>
        <translation>La vallée</translation>
    </message>
    <message>
        <source>Sector %1</source>
        <translation>Secteur %1</translation>
    </message>
    <message>
        <source>Left flank: Fedioukine Heights</source>
        <translation>Flanc gauche : hauteurs de Fedioukine</translation>
    </message>
    <message>
        <source>Right flank: Causeway Heights</source>
        <translation>Flanc droit : hauteurs de la Chaussée</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>½ league a band</source>
        <translation>½ lieue par bande</translation>
    </message>
    <message>
        <source>The guns</source>
        <translation>Les canons</translation>
    </message>
    <message>
        <source>Front %1</source>
        <translation>Front %1</translation>
    </message>
    <message>
        <source>stands: %1 of 6</source>
        <translation>socles : %1 sur 6</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>start line</source>
        <translation>ligne de départ</translation>
    </message>
    <message>
        <source>band %1</source>
        <translation>bande %1</translation>
    </message>
    <message>
        <source>Cossacks</source>
        <translation>Cosaques</translation>
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
        <translation>Le jeu de cartes à cinq régiments de la Charge, arbitré par Vedette</translation>
    </message>
    <message>
        <source>Anyone for Tennyson</source>
        <translation>Anyone for Tennyson</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>The poem so far</source>
        <translation>Le poème jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Last fire</source>
        <translation>Dernier tir</translation>
    </message>
    <message>
        <source>No battery has fired yet.</source>
        <translation>Aucune batterie n&apos;a encore tiré.</translation>
    </message>
    <message>
        <source>Deal a new game to begin.</source>
        <translation>Distribuez une nouvelle partie pour commencer.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Aucune partie sur la table.</translation>
    </message>
    <message>
        <source>The first-player die was not thrown: no game was dealt.</source>
        <translation>Le dé du premier joueur n&apos;a pas été lancé : aucune partie n&apos;a été distribuée.</translation>
    </message>
    <message>
        <source>Anyone for Tennyson, card %1</source>
        <translation>Anyone for Tennyson, carte %1</translation>
    </message>
    <message>
        <source>This is not a saved Tennyson game.</source>
        <translation>Ce n&apos;est pas une partie Tennyson enregistrée.</translation>
    </message>
    <message>
        <source>This game was saved by a newer Vedette; please update.</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Vedette ; veuillez mettre à jour.</translation>
    </message>
    <message>
        <source>The saved Tennyson game is damaged.</source>
        <translation>La partie Tennyson enregistrée est endommagée.</translation>
    </message>
    <message>
        <source>Save Tennyson game</source>
        <translation>Enregistrer la partie Tennyson</translation>
    </message>
    <message>
        <source>Tennyson games (*.json)</source>
        <translation>Parties Tennyson (*.json)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Open saved Tennyson game</source>
        <translation>Ouvrir une partie Tennyson enregistrée</translation>
    </message>
    <message>
        <source>Loses a stand (0-%1)</source>
        <translation>Perd un socle (0-%1)</translation>
    </message>
    <message>
        <source>No loss (%1-9)</source>
        <translation>Aucune perte (%1-9)</translation>
    </message>
    <message>
        <source>The Charge of the Light Brigade, as the regiments played it</source>
        <translation>The Charge of the Light Brigade, tel que les régiments l&apos;ont joué</translation>
    </message>
    <message>
        <source>Hand of the %1</source>
        <translation>Main des %1</translation>
    </message>
    <message>
        <source>The %1 play %2; the rest of their hand</source>
        <translation>Les %1 jouent %2 ; le reste de leur main</translation>
    </message>
    <message>
        <source>: a must-play card has to go first; click the card to play</source>
        <translation> : une carte obligatoire doit passer en premier ; cliquez sur la carte pour la jouer</translation>
    </message>
    <message>
        <source>: click a card to play it</source>
        <translation> : cliquez sur une carte pour la jouer</translation>
    </message>
    <message>
        <source>Cards played: %1 · deck: %2 · discard pile: %3 · reshuffles: %4 · batteries on the table: %5 · %6</source>
        <translation>Cartes jouées : %1 · pioche : %2 · défausse : %3 · remélanges : %4 · batteries sur la table : %5 · %6</translation>
    </message>
    <message>
        <source>victory: glory</source>
        <translation>victoire : gloire</translation>
    </message>
    <message>
        <source>victory: first to the guns</source>
        <translation>victoire : premier aux canons</translation>
    </message>
    <message>
        <source>The %1 win!</source>
        <translation>Les %1 gagnent !</translation>
    </message>
    <message>
        <source>The Russians win: the Light Brigade is destroyed.</source>
        <translation>Les Russes gagnent : la Brigade légère est détruite.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <source>Cards played: %1; stands lost: %2.</source>
        <translation>Cartes jouées : %1 ; socles perdus : %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Glory points: %1</source>
        <translation>Points de gloire : %1</translation>
    </message>
    <message>
        <source>The dice were not thrown</source>
        <translation>Les dés n&apos;ont pas été lancés</translation>
    </message>
    <message>
        <source>Nothing has happened yet: the %1 may throw again.</source>
        <translation>Rien ne s&apos;est encore passé : les %1 peuvent relancer.</translation>
    </message>
    <message>
        <source>The %1 (computer) are playing</source>
        <translation>Les %1 (ordinateur) jouent</translation>
    </message>
    <message>
        <source>Hand of the %1, while the %2 play</source>
        <translation>Main des %1, pendant que les %2 jouent</translation>
    </message>
    <message>
        <source>The %1 are choosing a card…</source>
        <translation>Les %1 choisissent une carte…</translation>
    </message>
    <message>
        <source>Pass to the %1</source>
        <translation>Passer aux %1</translation>
    </message>
    <message>
        <source>Only their player should look at the next screen.</source>
        <translation>Seul leur joueur doit regarder l&apos;écran suivant.</translation>
    </message>
    <message>
        <source>I play the %1: show my hand</source>
        <translation>Je joue les %1 : montrer ma main</translation>
    </message>
    <message>
        <source>The %1 to play a card</source>
        <translation>Aux %1 de jouer une carte</translation>
    </message>
    <message>
        <source>Which regiment retires (%1)?</source>
        <translation>Quel régiment se replie (%1) ?</translation>
    </message>
    <message>
        <source>Which regiment do the guns fire on?</source>
        <translation>Sur quel régiment les canons tirent-ils ?</translation>
    </message>
    <message>
        <source>Where does the battery go?</source>
        <translation>Où va la batterie ?</translation>
    </message>
    <message>
        <source>Which battery is removed, or the Cossacks?</source>
        <translation>Quelle batterie est retirée, ou les Cosaques ?</translation>
    </message>
    <message>
        <source>The %1 played “%2”</source>
        <translation>Les %1 ont joué « %2 »</translation>
    </message>
    <message>
        <source>Click it in the valley, or:</source>
        <translation>Cliquez dessus dans la vallée, ou :</translation>
    </message>
    <message>
        <source>%1 in 10</source>
        <translation>%1 sur 10</translation>
    </message>
    <message>
        <source>no gun can fire</source>
        <translation>aucun canon ne peut tirer</translation>
    </message>
    <message>
        <source>A game is in progress in this campaign (%1). Resume it?</source>
        <translation>Une partie est en cours dans cette campagne (%1). La reprendre ?</translation>
    </message>
</context>
<context>
    <name>vedette::TerrainInspector</name>
    <message>
        <source>Bad going</source>
        <translation>Terrain difficile</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Remove Terrain</source>
        <translation>Retirer le terrain</translation>
    </message>
    <message>
        <source>No name</source>
        <translation>Sans nom</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <source>Cover:</source>
        <translation>Couvert :</translation>
    </message>
    <message>
        <source>How high the hill stands above the table, for downhill charges</source>
        <translation>Hauteur de la colline au-dessus de la table, pour les charges en descente</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Hauteur :</translation>
    </message>
    <message>
        <source>Going:</source>
        <translation>Praticabilité :</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>Crossing:</source>
        <translation>Franchissement :</translation>
    </message>
    <message>
        <source>The corners of the outline; edit a number to move a corner</source>
        <translation>Les coins du contour ; modifiez un nombre pour déplacer un coin</translation>
    </message>
    <message>
        <source>Corners:</source>
        <translation>Coins :</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Renommer %1</translation>
    </message>
    <message>
        <source>Change type of %1</source>
        <translation>Changer le type de %1</translation>
    </message>
    <message>
        <source>Change cover of %1</source>
        <translation>Changer le couvert de %1</translation>
    </message>
    <message>
        <source>Change height of %1</source>
        <translation>Changer la hauteur de %1</translation>
    </message>
    <message>
        <source>Make %1 bad going</source>
        <translation>Passer %1 en terrain difficile</translation>
    </message>
    <message>
        <source>Make %1 good going</source>
        <translation>Passer %1 en terrain facile</translation>
    </message>
    <message>
        <source>Make %1 impassable</source>
        <translation>Rendre %1 infranchissable</translation>
    </message>
    <message>
        <source>Make %1 passable</source>
        <translation>Rendre %1 franchissable</translation>
    </message>
    <message>
        <source>Across (%1)</source>
        <translation>Largeur (%1)</translation>
    </message>
    <message>
        <source>Down (%1)</source>
        <translation>Profondeur (%1)</translation>
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
            <numerusform>surface %1, périmètre %2, %n coin</numerusform>
            <numerusform>surface %1, périmètre %2, %n coins</numerusform>
        </translation>
    </message>
    <message>
        <source>Impassable: no unit may enter.</source>
        <translation>Infranchissable : aucune unité ne peut y entrer.</translation>
    </message>
    <message>
        <source>Good going: no extra cost.</source>
        <translation>Terrain facile : aucun surcoût.</translation>
    </message>
    <message>
        <source>Bad going, but this scenario&apos;s rules charge no extra cost for it.</source>
        <translation>Terrain difficile, mais les règles de ce scénario n&apos;imposent aucun surcoût.</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>infranchissable</translation>
    </message>
    <message>
        <source>Every %1 inside costs:</source>
        <translation>Chaque %1 à l&apos;intérieur coûte :</translation>
    </message>
    <message>
        <source>%1: %2 in line, %3 in column</source>
        <translation>%1 : %2 en ligne, %3 en colonne</translation>
    </message>
    <message>
        <source>%1: %2 limbered, %3 unlimbered</source>
        <translation>%1 : %2 attelée, %3 en batterie</translation>
    </message>
    <message>
        <source>Move a corner of %1</source>
        <translation>Déplacer un coin de %1</translation>
    </message>
</context>
<context>
    <name>vedette::TerrainTool</name>
    <message>
        <source>Draw Terrain</source>
        <translation>Dessiner le terrain</translation>
    </message>
    <message>
        <source>Click the corners of the terrain; double-click or Enter finishes, Backspace takes back a corner, right-click removes a piece.</source>
        <translation>Cliquez sur les coins du terrain ; un double-clic ou Entrée termine, Retour arrière annule un coin, le clic droit retire un élément.</translation>
    </message>
    <message>
        <source>Terrain:</source>
        <translation>Terrain :</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 ajouté.</translation>
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
        <translation>La table et la campagne</translation>
    </message>
    <message>
        <source>Vedette shows the table beside you to scale, with every unit, terrain piece, smoke or fog zone and charge line on it. It measures as your tape would, resolves charges, melees and morale from the rule charts with the exact odds shown before the dice are thrown, and writes every roll and result into the campaign log.</source>
        <translation>Vedette affiche à l&apos;échelle la table qui se trouve à côté de vous, avec chaque unité, élément de terrain, zone de fumée ou de brouillard et ligne de charge. Il mesure comme le ferait votre mètre ruban, résout les charges, les mêlées et le moral d&apos;après les tableaux des règles en affichant les probabilités exactes avant que les dés ne soient lancés, et consigne chaque jet et chaque résultat dans le journal de campagne.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Moving about the table&lt;/h3&gt;&lt;p&gt;Zoom with the mouse wheel or &lt;b&gt;+&lt;/b&gt; and &lt;b&gt;-&lt;/b&gt;, fit the whole table with &lt;b&gt;Ctrl+0&lt;/b&gt;, pan with the middle mouse button. Every distance is shown with its unit: inches for Brown&apos;s scenarios, paces and centimetres for Balagan&apos;s.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Se déplacer sur la table&lt;/h3&gt;&lt;p&gt;Zoomez avec la molette de la souris ou &lt;b&gt;+&lt;/b&gt; et &lt;b&gt;-&lt;/b&gt;, ajustez toute la table avec &lt;b&gt;Ctrl+0&lt;/b&gt;, faites défiler avec le bouton du milieu de la souris. Chaque distance est affichée avec son unité : pouces pour les scénarios de Brown, pas et centimètres pour ceux de Balagan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tools&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;S&lt;/b&gt; select, move and turn units (a drag shows the distance moved and the allowance left)&lt;/li&gt;&lt;li&gt;&lt;b&gt;U&lt;/b&gt; place a unit, &lt;b&gt;T&lt;/b&gt; draw terrain, &lt;b&gt;F&lt;/b&gt; fog and smoke, &lt;b&gt;K&lt;/b&gt; markers&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; measure from point to point or unit to unit; &lt;b&gt;P&lt;/b&gt; pins the ruler so it stays with the battle&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Outils&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;S&lt;/b&gt; sélectionner, déplacer et faire pivoter les unités (un glisser affiche la distance parcourue et le mouvement restant)&lt;/li&gt;&lt;li&gt;&lt;b&gt;U&lt;/b&gt; placer une unité, &lt;b&gt;T&lt;/b&gt; dessiner le terrain, &lt;b&gt;F&lt;/b&gt; fumée et brouillard, &lt;b&gt;K&lt;/b&gt; marqueurs&lt;/li&gt;&lt;li&gt;&lt;b&gt;M&lt;/b&gt; mesurer de point à point ou d&apos;unité à unité ; &lt;b&gt;P&lt;/b&gt; épingle la règle pour qu&apos;elle reste avec la bataille&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Every change is one step you can undo (Edit &gt; Undo; View &gt; Panels &gt; History lists them all). The Inspector edits the selected unit or terrain piece.</source>
        <translation>Chaque modification est une étape que vous pouvez annuler (Édition &gt; Annuler ; Affichage &gt; Panneaux &gt; Historique les liste toutes). L&apos;Inspecteur modifie l&apos;unité ou l&apos;élément de terrain sélectionné.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Campaigns&lt;/h3&gt;&lt;p&gt;A campaign is one file holding its scenarios, every battle fought from them and the log. There is no Save: each step is written as it happens. In the Campaign panel, double-click a battle (or select it and press Enter) to put it on the table; New Battle starts another from a scenario.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Campagnes&lt;/h3&gt;&lt;p&gt;Une campagne est un fichier unique qui contient ses scénarios, toutes les batailles livrées à partir d&apos;eux et le journal. Il n&apos;y a pas de commande Enregistrer : chaque étape est écrite au moment où elle a lieu. Dans le panneau Campagne, double-cliquez sur une bataille (ou sélectionnez-la et appuyez sur Entrée) pour la mettre sur la table ; Nouvelle bataille en commence une autre à partir d&apos;un scénario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dice&lt;/h3&gt;&lt;p&gt;Vedette throws reproducible dice (the seed is in the Dice Tray), or, with &lt;b&gt;Physical dice&lt;/b&gt; ticked, asks for the faces of the dice you threw: type the digits and press Enter. Either way the roll is logged the same way.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dés&lt;/h3&gt;&lt;p&gt;Vedette lance des dés reproductibles (la graine se trouve dans la piste de dés) ou, si &lt;b&gt;Dés physiques&lt;/b&gt; est coché, demande les faces des dés que vous avez lancés : tapez les chiffres et appuyez sur Entrée. Dans les deux cas, le jet est consigné de la même façon.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Dan Brown&apos;s charge and melee</source>
        <translation>La charge et la mêlée de Dan Brown</translation>
    </message>
    <message>
        <source>Rules &gt; Brown&apos;s Charge walks a charge through the steps of the text: declare, activation, move to 4&quot;, evade, fire discipline inch by inch, class dice, the chart, applying the result, pursuit and riding down.</source>
        <translation>Règles &gt; Charge de Brown conduit une charge à travers les étapes du texte : déclaration, activation, mouvement jusqu&apos;à 4&quot;, esquive, discipline de feu pouce par pouce, dés de classe, tableau, application du résultat, poursuite et écrasement.</translation>
    </message>
    <message>
        <source>On the table, press &lt;b&gt;C&lt;/b&gt;, click the charging unit and then its target. The charge line shows the distance with marks at 4&quot; and each inch inside it, and turns red with the reason when the charge is not allowed. &lt;b&gt;Enter&lt;/b&gt; declares it and each step continues in the Charge panel; &lt;b&gt;Esc&lt;/b&gt; cancels.</source>
        <translation>Sur la table, appuyez sur &lt;b&gt;C&lt;/b&gt;, cliquez sur l&apos;unité qui charge puis sur sa cible. La ligne de charge indique la distance avec des repères à 4&quot; et à chaque pouce en deçà, et devient rouge avec la raison quand la charge n&apos;est pas autorisée. &lt;b&gt;Entrée&lt;/b&gt; la déclare et chaque étape se poursuit dans le panneau Charge ; &lt;b&gt;Échap&lt;/b&gt; annule.</translation>
    </message>
    <message>
        <source>The modifiers that come from the table (flank and rear, cover, downhill, formations, mass, secure flanks, closing casualties, leader, CW) are listed with their reasons; switch any off or override it before the roll. The odds of every chart result are shown before the dice.</source>
        <translation>Les modificateurs issus de la table (flanc et arrière, couvert, descente, formations, masse, flancs assurés, pertes à l&apos;approche, chef, CW) sont listés avec leurs raisons ; désactivez-en ou imposez-en la valeur avant le jet. Les probabilités de chaque résultat du tableau sont affichées avant les dés.</translation>
    </message>
    <message>
        <source>Rules &gt; Brown&apos;s Melee fights a melee turn by turn. Rules &gt; Brown&apos;s House Rules holds the settings where the text leaves the choice to the referee.</source>
        <translation>Règles &gt; Mêlée de Brown mène une mêlée tour par tour. Règles &gt; Règles maison de Brown regroupe les réglages là où le texte laisse le choix à l&apos;arbitre.</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian rules</source>
        <translation>Les Marlburian Rules de Balagan</translation>
    </message>
    <message>
        <source>Rules &gt; Balagan Bound runs a bound: the side and phase, the battle clock, the units in combat with their tactical factors (expand one for its reasons, double-click to override), the morale tests, the actions with their odds, and End bound.</source>
        <translation>Règles &gt; Bond Balagan gère un bond : le camp et la phase, l&apos;horloge de la bataille, les unités au combat avec leurs facteurs tactiques (dépliez-en une pour voir ses raisons, double-cliquez pour imposer une valeur), les tests de moral, les actions avec leurs probabilités, et Terminer le bond.</translation>
    </message>
    <message>
        <source>Select a unit to see where it can go this bound (toggle with &lt;b&gt;A&lt;/b&gt;): a strong band for its free move straight ahead, a soft wash for what an action move reaches, with the allowance in paces.</source>
        <translation>Sélectionnez une unité pour voir où elle peut aller pendant ce bond (affichage activé ou désactivé avec &lt;b&gt;A&lt;/b&gt;) : une bande soutenue pour son mouvement libre droit devant, un lavis léger pour ce qu&apos;atteint un mouvement d&apos;action, avec le mouvement autorisé en pas.</translation>
    </message>
    <message>
        <source>Every unit carries a flag with its order: green pennant Advance, gold square Hold, red swallowtail Retreat. Generals stand on the table as starred round bases; drag one onto a unit of his side to join it. Right-click a general to send a messenger; Rules &gt; Balagan Orders lists each side&apos;s divisions, orders and messengers.</source>
        <translation>Chaque unité porte un drapeau indiquant son ordre : fanion vert Avance, carré doré Maintien, queue d&apos;aronde rouge Retraite. Les généraux se tiennent sur la table sous forme de socles ronds étoilés ; faites-en glisser un sur une unité de son camp pour la rejoindre. Cliquez avec le bouton droit sur un général pour envoyer un messager ; Règles &gt; Ordres Balagan liste les divisions, les ordres et les messagers de chaque camp.</translation>
    </message>
    <message>
        <source>Rules &gt; Balagan&apos;s House Rules edits every reading the text leaves open: front arc, ranges, support and behind distances, formation gaps, wheel cost and contact tolerance.</source>
        <translation>Règles &gt; Règles maison de Balagan modifie chaque interprétation que le texte laisse ouverte : arc frontal, portées, distances de soutien et d&apos;arrière, intervalles des formations, coût des conversions et tolérance de contact.</translation>
    </message>
    <message>
        <source>The solo Charge of the Light Brigade</source>
        <translation>Le jeu solo Charge of the Light Brigade</translation>
    </message>
    <message>
        <source>Solo Games &gt; Charge of the Light Brigade forms up twelve Dragoons, Hussars or Lancers and keeps their record cards and the twenty-space track to the Russian battery.</source>
        <translation>Jeux solo &gt; Charge of the Light Brigade forme douze dragons, hussards ou lanciers et tient leurs fiches ainsi que la piste de vingt cases jusqu&apos;à la batterie russe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next man&lt;/b&gt; rolls for one man; &lt;b&gt;Roll the turn&lt;/b&gt; plays every movement or melee, then morale and rally, and stops only for your decisions (spurs, rallies, a riderless horse), or lets the steady or bold policy decide.</source>
        <translation>&lt;b&gt;Homme suivant&lt;/b&gt; lance pour un homme ; &lt;b&gt;Jouer le tour&lt;/b&gt; joue chaque mouvement ou mêlée, puis le moral et le ralliement, et ne s&apos;arrête que pour vos décisions (éperons, ralliements, cheval sans cavalier), ou laisse décider la politique prudente ou audacieuse.</translation>
    </message>
    <message>
        <source>The charge is saved in the open campaign after every man, turn and decision: Solo games lists the unfinished ones, and a resumed charge rolls exactly the dice it would have rolled. The Odds tab charts the scores of each troop type and policy.</source>
        <translation>La charge est enregistrée dans la campagne ouverte après chaque homme, tour et décision : Jeux solo liste celles qui sont inachevées, et une charge reprise lance exactement les dés qu&apos;elle aurait lancés. L&apos;onglet Probabilités représente les scores de chaque type de troupe et de chaque politique.</translation>
    </message>
    <message>
        <source>Anyone for Tennyson</source>
        <translation>Anyone for Tennyson</translation>
    </message>
    <message>
        <source>Solo Games &gt; Anyone for Tennyson deals the five-regiment card game. For each regiment choose a person at the table or the computer.</source>
        <translation>Jeux solo &gt; Anyone for Tennyson distribue le jeu de cartes à cinq régiments. Pour chaque régiment, choisissez une personne à la table ou l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>The valley shows sixteen half-league bands in four sectors, the batteries and the Cossacks. A person plays by clicking a card (cards that must be played are marked) and answers choices on the valley; between two people the hand is covered until it is passed on.</source>
        <translation>La vallée montre seize bandes d&apos;une demi-lieue réparties en quatre secteurs, les batteries et les Cosaques. Une personne joue en cliquant sur une carte (les cartes à jouer obligatoirement sont marquées) et répond aux choix dans la vallée ; entre deux personnes, la main reste masquée jusqu&apos;à ce qu&apos;elle soit passée.</translation>
    </message>
    <message>
        <source>The side panel reads the poem as it is played, with the odds of the last fire.</source>
        <translation>Le panneau latéral lit le poème au fil du jeu, avec les probabilités du dernier tir.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::CommandLine</name>
    <message>
        <source>%1 needs a value (%2), not an empty one.</source>
        <translation>%1 nécessite une valeur (%2), pas une valeur vide.</translation>
    </message>
    <message>
        <source>%1 must be one of %2, not &apos;%3&apos;.</source>
        <translation>%1 doit valoir l&apos;une des valeurs %2, pas &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>%1 needs a die from d%2 to d%3, such as d8, not &apos;%4&apos;.</source>
        <translation>%1 nécessite un dé de d%2 à d%3, comme d8, pas &apos;%4&apos;.</translation>
    </message>
    <message>
        <source>%1; %2 is larger than that.</source>
        <translation>%1 ; %2 est plus grand.</translation>
    </message>
    <message>
        <source>%1; a seed is never negative, so not %2.</source>
        <translation>%1 ; une graine n&apos;est jamais négative, donc pas %2.</translation>
    </message>
    <message>
        <source>%1; %2 is not a whole number.</source>
        <translation>%1 ; %2 n&apos;est pas un nombre entier.</translation>
    </message>
    <message>
        <source>%1; &apos;%2&apos; is not a number.</source>
        <translation>%1 ; &apos;%2&apos; n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3 in steps of %4</source>
        <translation>%1 nécessite un nombre entier de %2 à %3 par pas de %4</translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3</source>
        <translation>%1 nécessite un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>%1; %2 is out of range.</source>
        <translation>%1 ; %2 est hors limites.</translation>
    </message>
    <message>
        <source>%1; %2 is not one of them.</source>
        <translation>%1 ; %2 n&apos;en fait pas partie.</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;.</source>
        <translation>option inconnue &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>--%1 is given twice.</source>
        <translation>--%1 est donnée deux fois.</translation>
    </message>
    <message>
        <source>--%1 takes no value.</source>
        <translation>--%1 ne prend pas de valeur.</translation>
    </message>
    <message>
        <source>--%1 needs a value (%2).</source>
        <translation>--%1 nécessite une valeur (%2).</translation>
    </message>
    <message>
        <source>--%1 is required.</source>
        <translation>--%1 est obligatoire.</translation>
    </message>
    <message>
        <source>%1 is missing. Usage: %2</source>
        <translation>%1 manque. Utilisation : %2</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;.</source>
        <translation>argument inattendu &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Try &apos;%1 --help&apos;.</source>
        <translation>Essayez &apos;%1 --help&apos;.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[options]</translation>
    </message>
    <message>
        <source>%1 to %2 in steps of %3</source>
        <translation>%1 à %2 par pas de %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>default: a fresh seed, printed</source>
        <translation>par défaut : une nouvelle graine, affichée</translation>
    </message>
    <message>
        <source>d%1 to d%2</source>
        <translation>d%1 à d%2</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>par défaut %1</translation>
    </message>
    <message>
        <source>required</source>
        <translation>obligatoire</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilisation : %1</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments :</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 failure, 2 bad usage or bad input.</source>
        <translation>Code de sortie : 0 succès, 1 échec, 2 mauvaise utilisation ou entrée incorrecte.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>Each command accepts --help, e.g. %1 %2 --help.</source>
        <translation>Chaque commande accepte --help, p. ex. %1 %2 --help.</translation>
    </message>
    <message>
        <source>%1: which command? %2</source>
        <translation>%1 : quelle commande ? %2</translation>
    </message>
    <message>
        <source>%1: unknown command &apos;%2&apos;; the commands are %3.</source>
        <translation>%1 : commande inconnue &apos;%2&apos; ; les commandes sont %3.</translation>
    </message>
    <message>
        <source>may be given more than once</source>
        <translation>peut être donnée plusieurs fois</translation>
    </message>
</context>
<context>
    <name>vedette::cli::Progress</name>
    <message>
        <source>about %1 s left</source>
        <translation>environ %1 s restantes</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln game(s) (%3 %)</source>
        <translation>
            <numerusform>%1 : %2 sur %Ln partie (%3 %)</numerusform>
            <numerusform>%1 : %2 sur %Ln parties (%3 %)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::cli::balagan</name>
    <message>
        <source>no unit &quot;%1&quot;; units are: %2</source>
        <translation>aucune unité &quot;%1&quot; ; les unités sont : %2</translation>
    </message>
    <message>
        <source>%1 is not on the table yet; it is in no combat.</source>
        <translation>%1 n&apos;est pas encore sur la table ; elle n&apos;est dans aucun combat.</translation>
    </message>
    <message>
        <source>%1 is in melee with %2.
</source>
        <translation>%1 est en mêlée avec %2.
</translation>
    </message>
    <message>
        <source>%1 is under fire.
</source>
        <translation>%1 est sous le feu.
</translation>
    </message>
    <message>
        <source>%1 is not in combat.
</source>
        <translation>%1 n&apos;est pas au combat.
</translation>
    </message>
    <message>
        <source>  fired on by %1 at %2
</source>
        <translation>  sous le feu de %1 à %2
</translation>
    </message>
    <message>
        <source>Total tactical factors: %1
</source>
        <translation>Total des facteurs tactiques : %1
</translation>
    </message>
    <message>
        <source>no side &quot;%1&quot;; sides are: %2</source>
        <translation>aucun camp &quot;%1&quot; ; les camps sont : %2</translation>
    </message>
    <message numerus="yes">
        <source>Bound %1, %2, %3 to move: %n morale test(s).
</source>
        <translation>
            <numerusform>Bond %1, %2, au tour de %3 : %n test de moral.
</numerusform>
            <numerusform>Bond %1, %2, au tour de %3 : %n tests de moral.
</numerusform>
        </translation>
    </message>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>Afficher du JSON (le format stable).</translation>
    </message>
    <message>
        <source>Scenario file (.json) for Balagan&apos;s rules.</source>
        <translation>Fichier de scénario (.json) pour les règles de Balagan.</translation>
    </message>
    <message>
        <source>%1 is not a scenario for Balagan&apos;s rules.</source>
        <translation>%1 n&apos;est pas un scénario pour les règles de Balagan.</translation>
    </message>
    <message>
        <source>The in-combat status of a unit and every tactical factor, with its reason.</source>
        <translation>L&apos;état de combat d&apos;une unité et chaque facteur tactique, avec sa raison.</translation>
    </message>
    <message>
        <source>Id of the unit.</source>
        <translation>Identifiant de l&apos;unité.</translation>
    </message>
    <message>
        <source>Plays the morale phase of the side to move: every test, with its dice.</source>
        <translation>Joue la phase de moral du camp dont c&apos;est le tour : chaque test, avec ses dés.</translation>
    </message>
    <message>
        <source>Seed of the dice; the same seed throws the same dice.</source>
        <translation>Graine des dés ; la même graine redonne les mêmes dés.</translation>
    </message>
    <message>
        <source>Id of the side to move (default: the first side).</source>
        <translation>Identifiant du camp dont c&apos;est le tour (par défaut : le premier camp).</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian rules on a scenario file or a battle of a campaign.</source>
        <translation>Les Marlburian Rules de Balagan sur un fichier de scénario ou une bataille d&apos;une campagne.</translation>
    </message>
    <message>
        <source>Plays phases of a battle in a campaign file and writes them to it.</source>
        <translation>Joue des phases d&apos;une bataille d&apos;un fichier de campagne et les y écrit.</translation>
    </message>
    <message>
        <source>What the side to move may do now in a battle of a campaign file.</source>
        <translation>Ce que le camp dont c&apos;est le tour peut faire maintenant dans une bataille d&apos;un fichier de campagne.</translation>
    </message>
    <message>
        <source>Does one thing the options offer, in a battle of a campaign file.</source>
        <translation>Fait une des choses que proposent les options, dans une bataille d&apos;un fichier de campagne.</translation>
    </message>
    <message>
        <source>The side to move&apos;s messengers ride their bound, in a battle of a campaign file.</source>
        <translation>Les messagers du camp dont c&apos;est le tour chevauchent leur bond, dans une bataille d&apos;un fichier de campagne.</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian rules: factors, bound, play, options, act, messengers</source>
        <translation>Les règles de Balagan pour l&apos;époque de Marlborough : factors, bound, play, options, act, messengers</translation>
    </message>
</context>
<context>
    <name>vedette::cli::battle</name>
    <message>
        <source>where a battle of a campaign stands (turn, phase, side, clock)</source>
        <translation>où en est une bataille d&apos;une campagne (tour, phase, camp, horloge)</translation>
    </message>
    <message>
        <source>The battle (its number in `vedette-cli log FILE --battles`); default: the one played last.</source>
        <translation>La bataille (son numéro dans `vedette-cli log FILE --battles`) ; par défaut : la dernière jouée.</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2: no such campaign file.
</source>
        <translation>vedette-cli %1 : %2 : fichier de campagne introuvable.
</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2 is not a campaign file (.vedette).
</source>
        <translation>vedette-cli %1 : %2 n&apos;est pas un fichier de campagne (.vedette).
</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2: %3
</source>
        <translation>vedette-cli %1 : %2 : %3
</translation>
    </message>
    <message>
        <source>vedette-cli %1: there is no battle &apos;%2&apos; in %3 (see vedette-cli log %3 --battles).
</source>
        <translation>vedette-cli %1 : il n&apos;y a pas de bataille &apos;%2&apos; dans %3 (voir vedette-cli log %3 --battles).
</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2 cannot be read: %3
</source>
        <translation>vedette-cli %1 : la bataille %2 ne peut pas être lue : %3
</translation>
    </message>
    <message>
        <source>vedette-cli %1: %2 has no battle.
</source>
        <translation>vedette-cli %1 : %2 n&apos;a pas de bataille.
</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>bound %1</source>
        <translation>bond %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>au tour de %1</translation>
    </message>
    <message>
        <source>Where a battle of a campaign stands: rule system, turn or bound, phase, side to move and clock.</source>
        <translation>Où en est une bataille d&apos;une campagne : système de règles, tour ou bond, phase, camp dont c&apos;est le tour et horloge.</translation>
    </message>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>Afficher du JSON (le format stable).</translation>
    </message>
    <message>
        <source>Plays phases of a Balagan battle in a campaign with computer dice: the deployment rolls in set-up, the morale tests of the side to move, then the end of its bound (no action; army-break rolls as the rules say). Each phase is written with its log entries in one transaction.</source>
        <translation>Joue des phases d&apos;une bataille Balagan d&apos;une campagne avec les dés de l&apos;ordinateur : les jets de déploiement pendant la mise en place, les tests de moral du camp dont c&apos;est le tour, puis la fin de son bond (aucune action ; jets de rupture d&apos;armée comme le prévoient les règles). Chaque phase est écrite avec ses entrées de journal en une seule transaction.</translation>
    </message>
    <message>
        <source>vedette-cli balagan play: battle %1: %2
</source>
        <translation>vedette-cli balagan play : bataille %1 : %2
</translation>
    </message>
    <message>
        <source>vedette-cli balagan play: %1
</source>
        <translation>vedette-cli balagan play : %1
</translation>
    </message>
    <message>
        <source>Resolves a charge of a Brown battle in a campaign with computer dice (the defender does not evade unless --evade; no closing casualties unless --closing-casualties) and, with --apply, puts its result on the battle&apos;s table with every log entry in one transaction.</source>
        <translation>Résout une charge d&apos;une bataille Brown d&apos;une campagne avec les dés de l&apos;ordinateur (le défenseur n&apos;esquive pas sans --evade ; aucune perte à l&apos;approche sans --closing-casualties) et, avec --apply, reporte son résultat sur la table de la bataille, avec toutes les entrées de journal en une seule transaction.</translation>
    </message>
    <message>
        <source>Write the result into the campaign (without it nothing is written).</source>
        <translation>Écrire le résultat dans la campagne (sans cette option, rien n&apos;est écrit).</translation>
    </message>
    <message>
        <source>The defender evades when the text offers it.</source>
        <translation>Le défenseur esquive quand le texte le propose.</translation>
    </message>
    <message>
        <source>Apply only the moves the text gives a number for.</source>
        <translation>Appliquer uniquement les mouvements pour lesquels le texte donne un nombre.</translation>
    </message>
    <message>
        <source>Id of the charging unit.</source>
        <translation>Identifiant de l&apos;unité qui charge.</translation>
    </message>
    <message>
        <source>Id of the target unit.</source>
        <translation>Identifiant de l&apos;unité cible.</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: battle %1: %2
</source>
        <translation>vedette-cli brown charge : bataille %1 : %2
</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: %1
</source>
        <translation>vedette-cli brown charge : %1
</translation>
    </message>
    <message>
        <source>Written to battle %1.</source>
        <translation>Écrit dans la bataille %1.</translation>
    </message>
    <message>
        <source>Not written (add --apply to put the result on the table).</source>
        <translation>Non écrit (ajoutez --apply pour reporter le résultat sur la table).</translation>
    </message>
    <message>
        <source>Seed of the computer dice.</source>
        <translation>Graine des dés de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>How many phases to play.</source>
        <translation>Nombre de phases à jouer.</translation>
    </message>
    <message>
        <source>Closing casualties from the defender&apos;s fire, in percent.</source>
        <translation>Pertes à l&apos;approche sous le feu du défenseur, en pourcentage.</translation>
    </message>
    <message>
        <source>Switch a modifier line on with this value before the chart roll, as the referee may (e.g. attacker.standing-cavalry=-3; the ids are those of the JSON&apos;s modifiers).</source>
        <translation>Activer une ligne de modificateur avec cette valeur avant le jet sur la table, comme l&apos;arbitre le peut (par ex. attacker.standing-cavalry=-3 ; les identifiants sont ceux des modifiers du JSON).</translation>
    </message>
    <message>
        <source>Switch a modifier line off before the chart roll.</source>
        <translation>Désactiver une ligne de modificateur avant le jet sur la table.</translation>
    </message>
    <message>
        <source>there is no modifier &apos;%1&apos;; the lines are: %2.</source>
        <translation>il n&apos;y a pas de modificateur &apos;%1&apos; ; les lignes sont : %2.</translation>
    </message>
    <message>
        <source>the modifier %1 is named twice.</source>
        <translation>le modificateur %1 est nommé deux fois.</translation>
    </message>
    <message>
        <source>--set needs MODIFIER=VALUE with a whole number from -50 to 50, not &apos;%1&apos;.</source>
        <translation>--set attend MODIFICATEUR=VALEUR avec un nombre entier de -50 à 50, pas &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2 has no unit &apos;%3&apos;.
</source>
        <translation>vedette-cli %1 : la bataille %2 n&apos;a pas d&apos;unité &apos;%3&apos;.
</translation>
    </message>
    <message>
        <source>Mark the unit as holding under a General Order first (kept with the battle), in the same step.</source>
        <translation>Marquer d&apos;abord l&apos;unité comme tenant sous un Ordre général (conservé avec la bataille), dans la même étape.</translation>
    </message>
    <message>
        <source>The battle&apos;s applied charge of ATTACKER on TARGET continues against NEXT, one of the units its pursuit offered; NEXT is In Smoke for Fire Discipline.</source>
        <translation>La charge appliquée d&apos;ATTACKER sur TARGET dans la bataille se poursuit contre NEXT, l&apos;une des unités que sa poursuite a proposées ; NEXT est dans la fumée pour la discipline de feu.</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: battle %1 has no applied charge of %2 on %3 to continue.
</source>
        <translation>vedette-cli brown charge : la bataille %1 n&apos;a pas de charge appliquée de %2 sur %3 à poursuivre.
</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: this charge may not continue (no target 5&quot; or less from the position occupied, or a result without pursuit).
</source>
        <translation>vedette-cli brown charge : cette charge ne peut pas se poursuivre (aucune cible à 5&quot; ou moins de la position occupée, ou un résultat sans poursuite).
</translation>
    </message>
    <message>
        <source>vedette-cli brown charge: the charge may continue against %1, not %2.
</source>
        <translation>vedette-cli brown charge : la charge peut se poursuivre contre %1, pas contre %2.
</translation>
    </message>
    <message>
        <source>It may continue against: %1 (--continue NEXT).</source>
        <translation>Elle peut se poursuivre contre : %1 (--continue NEXT).</translation>
    </message>
    <message>
        <source>Fights the melee of a Brown battle in a campaign with computer dice: begins it when the battle has none, throws its next round (one a turn) unless it awaits the morale checks, and records the morale the referee read (--morale) after it; a melee that ends is ended. With --apply the whole step is written with its log entries in one transaction.</source>
        <translation>Livre la mêlée d&apos;une bataille Brown d&apos;une campagne avec les dés de l&apos;ordinateur : la commence quand la bataille n&apos;en a pas, lance son round suivant (un par tour) sauf si elle attend les tests de moral, puis enregistre le moral lu par l&apos;arbitre (--morale) ; une mêlée qui s&apos;achève est terminée. Avec --apply toute l&apos;étape est écrite avec ses entrées de journal en une transaction.</translation>
    </message>
    <message>
        <source>Write the step into the campaign (without it nothing is written).</source>
        <translation>Écrire l&apos;étape dans la campagne (sans cette option, rien n&apos;est écrit).</translation>
    </message>
    <message>
        <source>The morale checks after the round (outside Brown&apos;s text): both held, or who retreats.</source>
        <translation>Les tests de moral après le round (hors du texte de Brown) : les deux tiennent, ou qui recule.</translation>
    </message>
    <message>
        <source>The attacker&apos;s melee modifier for this round.</source>
        <translation>Le modificateur de mêlée de l&apos;attaquant pour ce round.</translation>
    </message>
    <message>
        <source>The defender&apos;s melee modifier for this round.</source>
        <translation>Le modificateur de mêlée du défenseur pour ce round.</translation>
    </message>
    <message>
        <source>Id of the attacking unit (the charging side).</source>
        <translation>Identifiant de l&apos;unité attaquante (le côté qui a chargé).</translation>
    </message>
    <message>
        <source>Id of the defending unit.</source>
        <translation>Identifiant de l&apos;unité qui se défend.</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: battle %1: %2
</source>
        <translation>vedette-cli brown melee : bataille %1 : %2
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: a unit cannot fight a melee with itself.
</source>
        <translation>vedette-cli brown melee : une unité ne peut pas livrer une mêlée contre elle-même.
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: battle %1&apos;s melee is %2 against %3.
</source>
        <translation>vedette-cli brown melee : la mêlée de la bataille %1 oppose %2 à %3.
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: the melee awaits the morale checks of its last round: give --morale.
</source>
        <translation>vedette-cli brown melee : la mêlée attend les tests de moral de son dernier round : indiquez --morale.
</translation>
    </message>
    <message>
        <source>vedette-cli brown melee: %1
</source>
        <translation>vedette-cli brown melee : %1
</translation>
    </message>
    <message>
        <source>Not written (add --apply to put it on the table).</source>
        <translation>Non écrit (ajoutez --apply pour le reporter sur la table).</translation>
    </message>
    <message>
        <source>Ends the set-up or the turn of a Brown battle in a campaign (Rules &gt; Brown: Next Turn): one step, written with its log entry.</source>
        <translation>Termine la mise en place ou le tour d&apos;une bataille Brown d&apos;une campagne (Règles &gt; Brown : Tour suivant) : une étape, écrite avec son entrée de journal.</translation>
    </message>
    <message>
        <source>vedette-cli brown next-turn: battle %1: %2
</source>
        <translation>vedette-cli brown next-turn : bataille %1 : %2
</translation>
    </message>
    <message>
        <source>vedette-cli brown next-turn: %1
</source>
        <translation>vedette-cli brown next-turn : %1
</translation>
    </message>
    <message>
        <source>The campaign: a file (.vedette), or a server&apos;s postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>La campagne : un fichier (.vedette), ou postgresql://UTILISATEUR@HÔTE:PORT/BASE sur un serveur.</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2 is being played at another table (by %3); nothing was written.
</source>
        <translation>vedette-cli %1 : la bataille %2 se joue à une autre table (par %3) ; rien n&apos;a été écrit.
</translation>
    </message>
    <message>
        <source>vedette-cli %1: battle %2: %3
</source>
        <translation>vedette-cli %1 : bataille %2 : %3
</translation>
    </message>
    <message>
        <source>What the side to move may do now in a Balagan battle of a campaign: the units that may still act, and for each every action the rules allow, with its targets and odds.</source>
        <translation>Ce que le camp dont c&apos;est le tour peut faire maintenant dans une bataille Balagan d&apos;une campagne : les unités qui peuvent encore agir et, pour chacune, chaque action que les règles permettent, avec ses cibles et ses chances.</translation>
    </message>
    <message>
        <source>Bound %1, %2 to move (%3).</source>
        <translation>Bond %1, au tour de %2 (%3).</translation>
    </message>
    <message>
        <source>%1 in 6 (%2)</source>
        <translation>%1 sur 6 (%2)</translation>
    </message>
    <message>
        <source>Does one thing the options offer a unit of the side to move in a Balagan battle of a campaign (a move straight ahead, a fire, an action with its die) and writes it with its log entries in one transaction. What the options do not offer is refused and nothing is written, unless --override.</source>
        <translation>Fait une des choses que les options proposent à une unité du camp dont c&apos;est le tour dans une bataille Balagan d&apos;une campagne (un mouvement droit devant, un tir, une action avec son dé) et l&apos;écrit avec ses entrées de journal en une seule transaction. Ce que les options ne proposent pas est refusé et rien n&apos;est écrit, sauf avec --override.</translation>
    </message>
    <message>
        <source>change-formation: the formation to take (single-line, double-line, column-of-march, limbered, unlimbered; dragoons also dismounted).</source>
        <translation>change-formation : la formation à prendre (single-line, double-line, column-of-march, limbered, unlimbered ; les dragons aussi dismounted).</translation>
    </message>
    <message>
        <source>Do it although the rules refuse it: the referee&apos;s override, logged.</source>
        <translation>Le faire bien que les règles le refusent : la dérogation de l&apos;arbitre, consignée.</translation>
    </message>
    <message>
        <source>Id of the unit.</source>
        <translation>Identifiant de l&apos;unité.</translation>
    </message>
    <message>
        <source>One of: %1.</source>
        <translation>Une parmi : %1.</translation>
    </message>
    <message>
        <source>charge, fire: id of the enemy unit.</source>
        <translation>charge, fire : identifiant de l&apos;unité ennemie.</translation>
    </message>
    <message>
        <source>there is no action &apos;%1&apos;; the actions are: %2.</source>
        <translation>il n&apos;y a pas d&apos;action &apos;%1&apos; ; les actions sont : %2.</translation>
    </message>
    <message>
        <source>vedette-cli balagan act: %1 cannot take the formation &apos;%2&apos;.
</source>
        <translation>vedette-cli balagan act : %1 ne peut pas prendre la formation &apos;%2&apos;.
</translation>
    </message>
    <message>
        <source>vedette-cli balagan act: %1
</source>
        <translation>vedette-cli balagan act : %1
</translation>
    </message>
    <message>
        <source>The messengers of the side to move in a Balagan battle of a campaign ride their bound, each once a bound with his death roll (computer dice), and the ride is written with its log entries in one transaction. When they may not ride (not yet the movement phase, or ridden already this bound) nothing is written.</source>
        <translation>Les messagers du camp dont c&apos;est le tour dans une bataille Balagan d&apos;une campagne chevauchent leur bond, chacun une fois par bond avec son jet de mort (dés de l&apos;ordinateur), et la chevauchée est écrite avec ses entrées du journal en une transaction. S&apos;ils ne peuvent pas chevaucher (pas encore la phase de mouvement, ou déjà chevauché ce bond), rien n&apos;est écrit.</translation>
    </message>
    <message>
        <source>vedette-cli balagan messengers: %1
</source>
        <translation>vedette-cli balagan messengers : %1
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::brown</name>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>Afficher du JSON (le format stable).</translation>
    </message>
    <message>
        <source>The chart: open, or cover when the defender is in any cover.</source>
        <translation>Le tableau : open, ou cover quand le défenseur est dans un couvert quelconque.</translation>
    </message>
    <message>
        <source>The result of one net result on a charge chart.</source>
        <translation>Le résultat d&apos;un résultat net sur un tableau de charge.</translation>
    </message>
    <message>
        <source>Net result: attacker&apos;s modified roll minus defender&apos;s.</source>
        <translation>Résultat net : jet modifié de l&apos;attaquant moins celui du défenseur.</translation>
    </message>
    <message>
        <source>The attacker is cavalry (shifts and Blown).</source>
        <translation>L&apos;attaquant est de la cavalerie (décalages et Essoufflé).</translation>
    </message>
    <message>
        <source>The defender is cavalry (shifts).</source>
        <translation>Le défenseur est de la cavalerie (décalages).</translation>
    </message>
    <message>
        <source>Exact odds of every charge result.</source>
        <translation>Probabilités exactes de chaque résultat de charge.</translation>
    </message>
    <message>
        <source>Attacker&apos;s class die, e.g. d10.</source>
        <translation>Dé de classe de l&apos;attaquant, p. ex. d10.</translation>
    </message>
    <message>
        <source>Defender&apos;s class die, e.g. d8.</source>
        <translation>Dé de classe du défenseur, p. ex. d8.</translation>
    </message>
    <message>
        <source>Attacker&apos;s modifiers minus the defender&apos;s.</source>
        <translation>Modificateurs de l&apos;attaquant moins ceux du défenseur.</translation>
    </message>
    <message>
        <source>The attacker is cavalry.</source>
        <translation>L&apos;attaquant est de la cavalerie.</translation>
    </message>
    <message>
        <source>The defender is cavalry.</source>
        <translation>Le défenseur est de la cavalerie.</translation>
    </message>
    <message>
        <source>Blown</source>
        <translation>Essoufflé</translation>
    </message>
    <message>
        <source>One round of melee: winner and casualty steps.</source>
        <translation>Un round de mêlée : vainqueur et paliers de pertes.</translation>
    </message>
    <message>
        <source>Attacker&apos;s d10.</source>
        <translation>d10 de l&apos;attaquant.</translation>
    </message>
    <message>
        <source>Attacker&apos;s melee modifier.</source>
        <translation>Modificateur de mêlée de l&apos;attaquant.</translation>
    </message>
    <message>
        <source>Defender&apos;s d10.</source>
        <translation>d10 du défenseur.</translation>
    </message>
    <message>
        <source>Defender&apos;s melee modifier.</source>
        <translation>Modificateur de mêlée du défenseur.</translation>
    </message>
    <message>
        <source>The attacker wins.</source>
        <translation>L&apos;attaquant l&apos;emporte.</translation>
    </message>
    <message>
        <source>The defender wins.</source>
        <translation>Le défenseur l&apos;emporte.</translation>
    </message>
    <message numerus="yes">
        <source>The attacker takes %n casualty step(s).</source>
        <translation>
            <numerusform>L&apos;attaquant subit %n palier de pertes.</numerusform>
            <numerusform>L&apos;attaquant subit %n paliers de pertes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The defender takes %n casualty step(s).</source>
        <translation>
            <numerusform>Le défenseur subit %n palier de pertes.</numerusform>
            <numerusform>Le défenseur subit %n paliers de pertes.</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Resolve a whole charge on a scenario&apos;s table with seeded dice.</source>
        <translation>Résoudre une charge complète sur la table d&apos;un scénario avec des dés à graine.</translation>
    </message>
    <message>
        <source>Seed of the dice; the same seed throws the same dice.</source>
        <translation>Graine des dés ; la même graine redonne les mêmes dés.</translation>
    </message>
    <message>
        <source>The defender evades when the text offers it.</source>
        <translation>Le défenseur esquive quand le texte le propose.</translation>
    </message>
    <message>
        <source>Closing casualties from the defender&apos;s fire, in percent.</source>
        <translation>Pertes à l&apos;approche sous le feu du défenseur, en pourcentage.</translation>
    </message>
    <message>
        <source>House rules (JSON) instead of the defaults.</source>
        <translation>Règles maison (JSON) au lieu des valeurs par défaut.</translation>
    </message>
    <message>
        <source>Scenario file (JSON).</source>
        <translation>Fichier de scénario (JSON).</translation>
    </message>
    <message>
        <source>Id of the charging unit.</source>
        <translation>Identifiant de l&apos;unité qui charge.</translation>
    </message>
    <message>
        <source>Id of the target unit.</source>
        <translation>Identifiant de l&apos;unité cible.</translation>
    </message>
    <message>
        <source>%1 is not a scenario for Dan Brown&apos;s rules.</source>
        <translation>%1 n&apos;est pas un scénario pour les règles de Dan Brown.</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Graine : %1</translation>
    </message>
    <message>
        <source>Dan Brown&apos;s &quot;Mechanics of a Charge&quot;: chart look-ups, exact odds, melee rounds and whole charges.</source>
        <translation>&quot;Mechanics of a Charge&quot; de Dan Brown : consultation des tableaux, probabilités exactes, rounds de mêlée et charges complètes.</translation>
    </message>
    <message>
        <source>Resolve a whole charge on a scenario&apos;s table, or in a battle of a campaign file, with seeded dice.</source>
        <translation>Résoudre une charge complète sur la table d&apos;un scénario, ou dans une bataille d&apos;un fichier de campagne, avec des dés à graine.</translation>
    </message>
    <message>
        <source>Tie: both sides check morale; if neither retreats, the melee continues next turn.</source>
        <translation>Égalité : les deux camps testent leur moral ; si aucun ne recule, la mêlée se poursuit au tour suivant.</translation>
    </message>
    <message>
        <source>One round of melee: winner and casualty steps; or, on a campaign file, the next step of a battle&apos;s melee.</source>
        <translation>Un round de mêlée : vainqueur et paliers de pertes ; ou, sur un fichier de campagne, l&apos;étape suivante de la mêlée d&apos;une bataille.</translation>
    </message>
    <message>
        <source>End the set-up or the turn of a Brown battle in a campaign file.</source>
        <translation>Terminer la mise en place ou le tour d&apos;une bataille Brown dans un fichier de campagne.</translation>
    </message>
    <message>
        <source>Dan Brown&apos;s charge: chart, odds, melee, charge, next-turn</source>
        <translation>Charge de Dan Brown : chart, odds, melee, charge, next-turn</translation>
    </message>
</context>
<context>
    <name>vedette::cli::camera</name>
    <message>
        <source>The camera&apos;s markers of a battle&apos;s table (OpenCV&apos;s DICT_4X4_1000): the eight reference markers at the table&apos;s edge and one per unit on the table. A unit without a marker of its own is given the lowest free one, kept in the campaign so that a reprinted sheet stays valid.</source>
        <translation>Les marqueurs de la caméra de la table d&apos;une bataille (DICT_4X4_1000 d&apos;OpenCV) : les huit marqueurs de référence au bord de la table et un par unité sur la table. Une unité sans marqueur à elle reçoit le plus petit libre, gardé dans la campagne pour qu&apos;une feuille réimprimée reste valable.</translation>
    </message>
    <message>
        <source>Side of a unit&apos;s marker (smaller under a smaller base).</source>
        <translation>Côté du marqueur d&apos;une unité (plus petit sous un socle plus petit).</translation>
    </message>
    <message>
        <source>Print the markers at true scale into FILE (PDF).</source>
        <translation>Imprimer les marqueurs à l&apos;échelle dans FICHIER (PDF).</translation>
    </message>
    <message>
        <source>US Letter pages instead of A4.</source>
        <translation>Pages US Letter au lieu de A4.</translation>
    </message>
    <message>
        <source>vedette-cli camera markers: the markers could not be kept: %1
</source>
        <translation>vedette-cli camera markers : les marqueurs n&apos;ont pas pu être gardés : %1
</translation>
    </message>
    <message>
        <source>Camera markers: %1</source>
        <translation>Marqueurs de la caméra : %1</translation>
    </message>
    <message>
        <source>Dictionary: %1</source>
        <translation>Dictionnaire : %1</translation>
    </message>
    <message>
        <source>Reference %1 at (%2, %3) mm, %4 mm</source>
        <translation>Référence %1 à (%2, %3) mm, %4 mm</translation>
    </message>
    <message>
        <source>%1 (%2): marker %3, %4 mm</source>
        <translation>%1 (%2) : marqueur %3, %4 mm</translation>
    </message>
    <message>
        <source>Where a picture of the table (taken from above, the reference markers in it) shows each unit&apos;s marker, and the units it shows moved (more than 5 mm or 5 degrees from where the battle has them). Without --apply nothing is written; with it the moves are made as one step, or, when the rules refuse one, none (exit 1).</source>
        <translation>Où une image de la table (prise d&apos;en haut, avec les marqueurs de référence) montre le marqueur de chaque unité, et les unités qu&apos;elle montre déplacées (de plus de 5 mm ou 5 degrés par rapport à la bataille). Sans --apply rien n&apos;est écrit ; avec, les mouvements sont faits en une étape, ou, quand les règles en refusent un, aucun (code de sortie 1).</translation>
    </message>
    <message>
        <source>Make the proposed moves, one step.</source>
        <translation>Faire les mouvements proposés, en une étape.</translation>
    </message>
    <message>
        <source>The picture (PNG, JPEG...).</source>
        <translation>L&apos;image (PNG, JPEG...).</translation>
    </message>
    <message>
        <source>vedette-cli camera locate: %1 is not a picture (%2); nothing was written.
</source>
        <translation>vedette-cli camera locate : %1 n&apos;est pas une image (%2) ; rien n&apos;a été écrit.
</translation>
    </message>
    <message>
        <source>vedette-cli camera locate: %1 shows %2 of the 8 reference markers; at least 4 are needed to find the table. Nothing was written.
</source>
        <translation>vedette-cli camera locate : %1 montre %2 des 8 marqueurs de référence ; il en faut au moins 4 pour trouver la table. Rien n&apos;a été écrit.
</translation>
    </message>
    <message>
        <source>vedette-cli camera locate: the moves could not be written: %1
</source>
        <translation>vedette-cli camera locate : les mouvements n&apos;ont pas pu être écrits : %1
</translation>
    </message>
    <message>
        <source>Picture %1x%2: %3 of 8 reference markers, fitted to %4 mm.</source>
        <translation>Image %1x%2 : %3 marqueurs de référence sur 8, ajustée à %4 mm.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) seen</source>
        <translation>
            <numerusform>%n unité vue</numerusform>
            <numerusform>%n unités vues</numerusform>
        </translation>
    </message>
    <message>
        <source>Not seen (left where they are): %1</source>
        <translation>Non vues (laissées où elles sont) : %1</translation>
    </message>
    <message>
        <source>%1 moved: (%2, %3) facing %4 to (%5, %6) facing %7</source>
        <translation>%1 déplacée : (%2, %3) orientée %4 vers (%5, %6) orientée %7</translation>
    </message>
    <message>
        <source>No unit moved.</source>
        <translation>Aucune unité déplacée.</translation>
    </message>
    <message>
        <source>Refused: %1: %2</source>
        <translation>Refusé : %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) made as one step.</source>
        <translation>
            <numerusform>%n mouvement fait en une étape.</numerusform>
            <numerusform>%n mouvements faits en une étape.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>Rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>An overhead camera over the table: the markers to print, and the moves a picture shows.</source>
        <translation>Une caméra au-dessus de la table : les marqueurs à imprimer, et les mouvements qu&apos;une image montre.</translation>
    </message>
    <message>
        <source>The markers of a battle&apos;s table, as JSON or a PDF to print.</source>
        <translation>Les marqueurs de la table d&apos;une bataille, en JSON ou en PDF à imprimer.</translation>
    </message>
    <message>
        <source>Where a picture shows each unit, and the moves it shows (--apply makes them).</source>
        <translation>Où une image montre chaque unité, et les mouvements qu&apos;elle montre (--apply les fait).</translation>
    </message>
    <message>
        <source>An overhead camera: markers to print, moves from a picture</source>
        <translation>Caméra au-dessus : marqueurs à imprimer, mouvements d&apos;après une image</translation>
    </message>
    <message>
        <source>Height of the units&apos; markers above the cloth (cards on stands); with --camera-height.</source>
        <translation>Hauteur des marqueurs des unités au-dessus du tapis (cartes sur supports) ; avec --camera-height.</translation>
    </message>
    <message>
        <source>Height of the camera&apos;s lens above the cloth.</source>
        <translation>Hauteur de l&apos;objectif de la caméra au-dessus du tapis.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::campaign</name>
    <message>
        <source>Copies a whole campaign (scenarios, battles, states of play, games, templates and the log, with their numbers) to a new file or to an empty database on a PostgreSQL server, or back, in one transaction. A target that already holds a campaign (or anything else) is refused and left as it was. Passwords come from ~/.pgpass or PGPASSWORD, never from the address.</source>
        <translation>Copie une campagne entière (scénarios, batailles, états de jeu, parties, modèles et le journal, avec leurs numéros) vers un nouveau fichier ou une base vide sur un serveur PostgreSQL, ou en sens inverse, en une transaction. Une cible qui contient déjà une campagne (ou quoi que ce soit) est refusée et laissée telle quelle. Les mots de passe viennent de ~/.pgpass ou de PGPASSWORD, jamais de l&apos;adresse.</translation>
    </message>
    <message>
        <source>The campaign to copy: a file (.vedette) or postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>La campagne à copier : un fichier (.vedette) ou postgresql://UTILISATEUR@HÔTE:PORT/BASE.</translation>
    </message>
    <message>
        <source>Where the copy goes: a new file, or a server&apos;s empty database.</source>
        <translation>Où va la copie : un nouveau fichier, ou une base vide sur un serveur.</translation>
    </message>
    <message numerus="yes">
        <source>Copied “%1” to %2: %n battle(s),</source>
        <translation>
            <numerusform>« %1 » copiée vers %2 : %n bataille,</numerusform>
            <numerusform>« %1 » copiée vers %2 : %n batailles,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entry(ies).</source>
        <translation>
            <numerusform>%n entrée de journal.</numerusform>
            <numerusform>%n entrées de journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Whole campaigns: files and PostgreSQL servers.</source>
        <translation>Campagnes entières : fichiers et serveurs PostgreSQL.</translation>
    </message>
    <message>
        <source>Copies a campaign between a file and a PostgreSQL server, in one transaction.</source>
        <translation>Copie une campagne entre un fichier et un serveur PostgreSQL, en une transaction.</translation>
    </message>
    <message>
        <source>whole campaigns: copy between a file and a PostgreSQL server</source>
        <translation>campagnes entières : copie entre un fichier et un serveur PostgreSQL</translation>
    </message>
</context>
<context>
    <name>vedette::cli::lightbrigade</name>
    <message>
        <source>(min %1, median %2, max %3)</source>
        <translation>(min %1, médiane %2, max %3)</translation>
    </message>
    <message>
        <source>Seed of the dice; the same seed gives the same output.</source>
        <translation>Graine des dés ; la même graine donne le même résultat.</translation>
    </message>
    <message>
        <source>The troop type.</source>
        <translation>Le type de troupe.</translation>
    </message>
    <message>
        <source>How the men ride: steady or bold.</source>
        <translation>Comment les hommes chevauchent : steady (prudemment) ou bold (audacieusement).</translation>
    </message>
    <message>
        <source>The troop rides in the front rank of the charge.</source>
        <translation>La troupe chevauche au premier rang de la charge.</translation>
    </message>
    <message>
        <source>Optional variant: Lancers get +1 to fight.</source>
        <translation>Variante facultative : les Lanciers ont +1 au combat.</translation>
    </message>
    <message>
        <source>Plays one charge and prints every event in plain words.</source>
        <translation>Joue une charge et affiche chaque événement en clair.</translation>
    </message>
    <message>
        <source>Print the events as JSON.</source>
        <translation>Afficher les événements en JSON.</translation>
    </message>
    <message>
        <source>Plays many charges with a policy and prints the figures.</source>
        <translation>Joue de nombreuses charges avec une politique et affiche les chiffres.</translation>
    </message>
    <message>
        <source>Number of charges to simulate.</source>
        <translation>Nombre de charges à simuler.</translation>
    </message>
    <message>
        <source>Report progress on stderr from the start (otherwise after 2 seconds).</source>
        <translation>Signaler la progression sur stderr dès le début (sinon après 2 secondes).</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>Afficher les chiffres en JSON.</translation>
    </message>
    <message>
        <source>front rank</source>
        <translation>premier rang</translation>
    </message>
    <message>
        <source>lancers +1 fight</source>
        <translation>lanciers +1 au combat</translation>
    </message>
    <message numerus="yes">
        <source>Charge of the Light Brigade: %n charge(s), seed %1, %2</source>
        <translation>
            <numerusform>Charge of the Light Brigade : %n charge, graine %1, %2</numerusform>
            <numerusform>Charge of the Light Brigade : %n charges, graine %1, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Men home (of 12)</source>
        <translation>Hommes rentrés (sur 12)</translation>
    </message>
    <message>
        <source>men</source>
        <translation>hommes</translation>
    </message>
    <message>
        <source>Stragglers home</source>
        <translation>Traînards ramenés</translation>
    </message>
    <message>
        <source>Killed (of 12)</source>
        <translation>Tués (sur 12)</translation>
    </message>
    <message>
        <source>Fled (of 12)</source>
        <translation>En fuite (sur 12)</translation>
    </message>
    <message>
        <source>Russians killed</source>
        <translation>Russes tués</translation>
    </message>
    <message>
        <source>Russians</source>
        <translation>Russes</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>Score (points)</source>
        <translation>Score (points)</translation>
    </message>
    <message>
        <source>Men home (of the twelve)</source>
        <translation>Hommes rentrés (sur les douze)</translation>
    </message>
    <message>
        <source>History: of the 673 men who charged, 113 were killed and 247 badly wounded.</source>
        <translation>Histoire : sur les 673 hommes qui ont chargé, 113 ont été tués et 247 grièvement blessés.</translation>
    </message>
    <message>
        <source>The solo Charge of the Light Brigade.</source>
        <translation>Le jeu solo Charge of the Light Brigade.</translation>
    </message>
    <message>
        <source>the solo Charge of the Light Brigade: simulate odds or play one charge</source>
        <translation>le jeu solo Charge of the Light Brigade : simuler les probabilités ou jouer une charge</translation>
    </message>
</context>
<context>
    <name>vedette::cli::log</name>
    <message>
        <source>print a campaign&apos;s log (md, csv, json, html)</source>
        <translation>afficher le journal d&apos;une campagne (md, csv, json, html)</translation>
    </message>
    <message>
        <source>Only the entries of battle N (0 = campaign-wide entries).</source>
        <translation>Uniquement les entrées de la bataille N (0 = entrées de toute la campagne).</translation>
    </message>
    <message>
        <source>The format of the log.</source>
        <translation>Le format du journal.</translation>
    </message>
    <message>
        <source>Only entries whose text has all these words.</source>
        <translation>Uniquement les entrées dont le texte contient tous ces mots.</translation>
    </message>
    <message>
        <source>List the battles (id, turn, name) instead of the log.</source>
        <translation>Lister les batailles (identifiant, tour, nom) au lieu du journal.</translation>
    </message>
    <message>
        <source>Only what side ID may see: the entries whose visibility is that side (never the referee&apos;s own entries).</source>
        <translation>Uniquement ce que le camp ID peut voir : les entrées dont la visibilité est ce camp (jamais les entrées propres à l&apos;arbitre).</translation>
    </message>
    <message>
        <source>there is no battle %1 in this campaign (see --battles)</source>
        <translation>il n&apos;y a pas de bataille %1 dans cette campagne (voir --battles)</translation>
    </message>
    <message>
        <source>there is no side &quot;%1&quot; in these battles (their sides: %2)</source>
        <translation>il n&apos;y a pas de camp &quot;%1&quot; dans ces batailles (leurs camps : %2)</translation>
    </message>
    <message>
        <source>Prints the campaign log of a Vedette campaign (a .vedette file or a PostgreSQL server&apos;s postgresql:// address), oldest entry first, voided entries marked. The campaign is opened read-only.</source>
        <translation>Affiche le journal d&apos;une campagne Vedette (un fichier .vedette ou l&apos;adresse postgresql:// d&apos;un serveur PostgreSQL), de la plus ancienne entrée à la plus récente, les entrées annulées marquées. La campagne est ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>Campaign file (.vedette), or a server&apos;s postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>Fichier de campagne (.vedette), ou postgresql://UTILISATEUR@HÔTE:PORT/BASE sur un serveur.</translation>
    </message>
    <message>
        <source>the log could not be read whole: %1</source>
        <translation>le journal n&apos;a pas pu être lu en entier : %1</translation>
    </message>
</context>
<context>
    <name>vedette::cli::main</name>
    <message>
        <source>Usage: vedette-cli [--help] [--version] VERB [options]

The command-line companion of Vedette, the referee&apos;s table assistant.
Every verb accepts --help. Verbs:
</source>
        <translation>Utilisation : vedette-cli [--help] [--version] VERB [options]

Le compagnon en ligne de commande de Vedette, l&apos;assistant de l&apos;arbitre à la table.
Chaque verbe accepte --help. Verbes :
</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 failure, 2 bad usage or bad input.</source>
        <translation>Code de sortie : 0 succès, 1 échec, 2 mauvaise utilisation ou entrée incorrecte.</translation>
    </message>
    <message>
        <source>vedette-cli: unknown verb &apos;%1&apos;. Try vedette-cli --help.</source>
        <translation>vedette-cli : verbe inconnu &apos;%1&apos;. Essayez vedette-cli --help.</translation>
    </message>
    <message>
        <source>vedette-cli: unexpected argument &apos;%1&apos; after --version.</source>
        <translation>vedette-cli : argument inattendu &apos;%1&apos; après --version.</translation>
    </message>
    <message>
        <source>vedette-cli: cannot load its verbs from %1 (%2). The installation is incomplete: reinstall Vedette.</source>
        <translation>vedette-cli : impossible de charger ses verbes depuis %1 (%2). L&apos;installation est incomplète : réinstallez Vedette.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::measure</name>
    <message>
        <source>Centre-to-centre and closest edge-to-edge distance between two units of a scenario, in mm, inches, cm and paces, and the arc the first unit is in as seen from the second.</source>
        <translation>Distance de centre à centre et distance de bord à bord la plus courte entre deux unités d&apos;un scénario, en mm, pouces, cm et pas, et l&apos;arc dans lequel se trouve la première unité vue depuis la seconde.</translation>
    </message>
    <message>
        <source>Print JSON (the stable format).</source>
        <translation>Afficher du JSON (le format stable).</translation>
    </message>
    <message>
        <source>Scenario file (.json).</source>
        <translation>Fichier de scénario (.json).</translation>
    </message>
    <message>
        <source>Id of the unit measured from.</source>
        <translation>Identifiant de l&apos;unité depuis laquelle on mesure.</translation>
    </message>
    <message>
        <source>Id of the unit measured to.</source>
        <translation>Identifiant de l&apos;unité jusqu&apos;à laquelle on mesure.</translation>
    </message>
    <message>
        <source>From %1 to %2 (%3)
</source>
        <translation>De %1 à %2 (%3)
</translation>
    </message>
    <message>
        <source>Centre to centre:       %1
</source>
        <translation>De centre à centre :          %1
</translation>
    </message>
    <message>
        <source>Closest edge to edge:   %1
</source>
        <translation>De bord à bord au plus près : %1
</translation>
    </message>
    <message>
        <source>%1 is in front of %2 (front arc).
</source>
        <translation>%1 est devant %2 (arc frontal).
</translation>
    </message>
    <message>
        <source>%1 is on the flank of %2 (centre behind its front edge line).
</source>
        <translation>%1 est sur le flanc de %2 (centre derrière la ligne de son bord avant).
</translation>
    </message>
    <message>
        <source>%1 is in the rear of %2 (centre behind its rear edge line).
</source>
        <translation>%1 est sur l&apos;arrière de %2 (centre derrière la ligne de son bord arrière).
</translation>
    </message>
    <message>
        <source>It is at least partly inside the 45-degree front arc, %1 from the front edge.
</source>
        <translation>Elle se trouve au moins en partie dans l&apos;arc frontal de 45 degrés, à %1 du bord avant.
</translation>
    </message>
    <message>
        <source>It is outside the 45-degree front arc.
</source>
        <translation>Elle se trouve hors de l&apos;arc frontal de 45 degrés.
</translation>
    </message>
    <message>
        <source>It is wholly behind the flank or rear line.
</source>
        <translation>Elle se trouve entièrement derrière la ligne de flanc ou arrière.
</translation>
    </message>
    <message>
        <source>Distances and arc between two units of a scenario</source>
        <translation>Distances et arc entre deux unités d&apos;un scénario</translation>
    </message>
    <message>
        <source>no unit &apos;%1&apos; in %2. Units: %3</source>
        <translation>aucune unité &apos;%1&apos; dans %2. Unités : %3</translation>
    </message>
    <message>
        <source>vedette-cli measure: %1 is not on the table yet; there is nothing to measure.
</source>
        <translation>vedette-cli measure : %1 n&apos;est pas encore sur la table ; il n&apos;y a rien à mesurer.
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::odds</name>
    <message>
        <source>Exact odds of dice: odds d10+3-d8 [--json]</source>
        <translation>Probabilités exactes des dés : odds d10+3-d8 [--json]</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Exact odds of every result of a dice expression (2d6, d6+2, d10-d8, d10z), as counts over all equally likely combinations.</source>
        <translation>Probabilités exactes de chaque résultat d&apos;une expression de dés (2d6, d6+2, d10-d8, d10z), en nombres sur toutes les combinaisons également probables.</translation>
    </message>
    <message>
        <source>Also print the chance of N or more.</source>
        <translation>Afficher aussi la probabilité d&apos;obtenir N ou plus.</translation>
    </message>
    <message>
        <source>Also print the chance of N or less.</source>
        <translation>Afficher aussi la probabilité d&apos;obtenir N ou moins.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Afficher du JSON.</translation>
    </message>
    <message>
        <source>The dice, e.g. d10+3-d8.</source>
        <translation>Les dés, p. ex. d10+3-d8.</translation>
    </message>
    <message>
        <source>which dice? For example: vedette-cli odds 2d6</source>
        <translation>quels dés ? Par exemple : vedette-cli odds 2d6</translation>
    </message>
    <message>
        <source>vedette-cli odds: %1
  %2
  %3^
</source>
        <translation>vedette-cli odds : %1
  %2
  %3^
</translation>
    </message>
    <message>
        <source>%1: %2 equally likely combinations, mean %3
</source>
        <translation>%1 : %2 combinaisons également probables, moyenne %3
</translation>
    </message>
    <message>
        <source>%1 or more: %2/%3 = %4
</source>
        <translation>%1 ou plus : %2/%3 = %4
</translation>
    </message>
    <message>
        <source>%1 or less: %2/%3 = %4
</source>
        <translation>%1 ou moins : %2/%3 = %4
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::oob</name>
    <message>
        <source>Orders of battle as CSV: import, export</source>
        <translation>Ordres de bataille en CSV : import, export</translation>
    </message>
    <message>
        <source>%1 has no table edge or deployment zone; --deploy lays out two sides.</source>
        <translation>%1 n&apos;a ni bord de table ni zone de déploiement ; --deploy dispose deux camps.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>vedette-cli oob %1: cannot write %2: %3
</source>
        <translation>vedette-cli oob %1 : impossible d&apos;écrire %2 : %3
</translation>
    </message>
    <message>
        <source>Builds a scenario from an order of battle in CSV (FORMAT.md, &quot;Orders of battle as CSV&quot;). Without --deploy the units are not on the table yet; with it each side&apos;s divisions are laid out in line along its own long table edge (Brown) or in its deployment zone (Balagan).</source>
        <translation>Construit un scénario à partir d&apos;un ordre de bataille en CSV (FORMAT.md, &quot;Orders of battle as CSV&quot;). Sans --deploy, les unités ne sont pas encore sur la table ; avec, les divisions de chaque camp sont disposées en ligne le long de son propre grand bord de table (Brown) ou dans sa zone de déploiement (Balagan).</translation>
    </message>
    <message>
        <source>The order of battle (.csv, UTF-8, comma or semicolon).</source>
        <translation>L&apos;ordre de bataille (.csv, UTF-8, virgule ou point-virgule).</translation>
    </message>
    <message>
        <source>The rule system: brown or balagan.</source>
        <translation>Le système de règles : brown ou balagan.</translation>
    </message>
    <message>
        <source>Table size in mm (default 1828.8x1219.2 for Brown, 1200x800 for Balagan).</source>
        <translation>Taille de la table en mm (par défaut 1828.8x1219.2 pour Brown, 1200x800 pour Balagan).</translation>
    </message>
    <message>
        <source>Put every unit on the table.</source>
        <translation>Placer chaque unité sur la table.</translation>
    </message>
    <message>
        <source>The scenario&apos;s title (default: the file&apos;s name).</source>
        <translation>Le titre du scénario (par défaut : le nom du fichier).</translation>
    </message>
    <message>
        <source>Where to write the scenario JSON (- for standard output).</source>
        <translation>Où écrire le JSON du scénario (- pour la sortie standard).</translation>
    </message>
    <message>
        <source>vedette-cli oob import: --table must be WIDTHxHEIGHT in millimetres, each from 0 to 100000, such as 1828.8x1219.2, not &apos;%1&apos;.
</source>
        <translation>vedette-cli oob import : --table doit être WIDTHxHEIGHT en millimètres, chacun de 0 à 100000, par exemple 1828.8x1219.2, pas &apos;%1&apos;.
</translation>
    </message>
    <message>
        <source>vedette-cli oob import: %1 was not imported:
</source>
        <translation>vedette-cli oob import : %1 n&apos;a pas été importé :
</translation>
    </message>
    <message>
        <source>vedette-cli oob import --deploy: %1
</source>
        <translation>vedette-cli oob import --deploy : %1
</translation>
    </message>
    <message>
        <source>%1: the units did not fit in their own formations and were deployed in single line.
</source>
        <translation>%1 : les unités ne tenaient pas dans leurs propres formations et ont été déployées en ligne simple.
</translation>
    </message>
    <message>
        <source>Writes a scenario&apos;s order of battle (sides, generals, units) as CSV, in the columns oob import reads.</source>
        <translation>Écrit l&apos;ordre de bataille d&apos;un scénario (camps, généraux, unités) en CSV, dans les colonnes que lit oob import.</translation>
    </message>
    <message>
        <source>Scenario file (.json).</source>
        <translation>Fichier de scénario (.json).</translation>
    </message>
    <message>
        <source>Where to write the CSV (- for standard output).</source>
        <translation>Où écrire le CSV (- pour la sortie standard).</translation>
    </message>
    <message>
        <source>vedette-cli oob export: %1
</source>
        <translation>vedette-cli oob export : %1
</translation>
    </message>
    <message>
        <source>Orders of battle as CSV: import one into a new scenario, or export a scenario&apos;s.</source>
        <translation>Ordres de bataille en CSV : en importer un dans un nouveau scénario, ou exporter celui d&apos;un scénario.</translation>
    </message>
    <message>
        <source>Build a scenario from an order of battle in CSV.</source>
        <translation>Construire un scénario à partir d&apos;un ordre de bataille en CSV.</translation>
    </message>
    <message>
        <source>Write a scenario&apos;s order of battle as CSV.</source>
        <translation>Écrire l&apos;ordre de bataille d&apos;un scénario en CSV.</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3, %4 (%5 on the table).
</source>
        <translation>%1 écrit : %2, %3, %4 (%5 sur la table).
</translation>
    </message>
    <message numerus="yes">
        <source>%n side(s)</source>
        <translation>
            <numerusform>%n camp</numerusform>
            <numerusform>%n camps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n general(s)</source>
        <translation>
            <numerusform>%n général</numerusform>
            <numerusform>%n généraux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3.
</source>
        <translation>%1 écrit : %2, %3.
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::render</name>
    <message>
        <source>Draws the table of a scenario file as a picture (PNG, SVG or PDF, by the suffix of --out), at true scale, as a battle from it starts (Balagan&apos;s deployment zones included). --view players draws what the table screen shows the players (no orders, messengers, referee-only markers, nothing hidden from a side); --view side:ID what that side may see.</source>
        <translation>Dessine la table d&apos;un fichier de scénario en image (PNG, SVG ou PDF, selon le suffixe de --out), à l&apos;échelle réelle, telle qu&apos;une bataille en part (zones de déploiement de Balagan comprises). --view players dessine ce que l&apos;écran de table montre aux joueurs (ni ordres, ni estafettes, ni marqueurs réservés à l&apos;arbitre, rien de caché à un camp) ; --view side:ID ce que ce camp peut voir.</translation>
    </message>
    <message>
        <source>The picture to write: FILE.png, FILE.svg or FILE.pdf.</source>
        <translation>L&apos;image à écrire : FILE.png, FILE.svg ou FILE.pdf.</translation>
    </message>
    <message>
        <source>Whose picture: referee (everything), players, or side:ID.</source>
        <translation>Quelle image : referee (tout), players, ou side:ID.</translation>
    </message>
    <message>
        <source>Resolution of a PNG in dots per inch.</source>
        <translation>Résolution d&apos;un PNG en points par pouce.</translation>
    </message>
    <message>
        <source>Pixels per millimetre of table (0.05 to 40), exactly: the picture is then the table alone, edge to edge, as the table screen shows it (a 1828.8 mm table at 1.0 is 1829 pixels wide). Not with --dpi.</source>
        <translation>Pixels par millimètre de table (0,05 à 40), exactement : l&apos;image est alors la table seule, bord à bord, comme l&apos;écran de table la montre (une table de 1828,8 mm à 1,0 fait 1829 pixels de large). Pas avec --dpi.</translation>
    </message>
    <message>
        <source>PDF only: the table at true scale across sheets of paper, with overlap, cut marks and each sheet&apos;s name and number.</source>
        <translation>PDF seulement : la table à l&apos;échelle réelle sur plusieurs feuilles de papier, avec recouvrement, traits de coupe, et le nom et le numéro de chaque feuille.</translation>
    </message>
    <message>
        <source>The scenario file (JSON).</source>
        <translation>Le fichier de scénario (JSON).</translation>
    </message>
    <message>
        <source>%1: unknown picture format; use .png, .svg or .pdf.</source>
        <translation>%1 : format d&apos;image inconnu ; utilisez .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <source>give --dpi or --px-per-mm, not both.</source>
        <translation>donnez --dpi ou --px-per-mm, pas les deux.</translation>
    </message>
    <message>
        <source>--px-per-mm needs a number from 0.05 to 40, not &apos;%1&apos;.</source>
        <translation>--px-per-mm demande un nombre de 0,05 à 40, pas « %1 ».</translation>
    </message>
    <message>
        <source>--sheets prints on paper: the picture must be a .pdf.</source>
        <translation>--sheets imprime sur papier : l&apos;image doit être un .pdf.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 écrit</translation>
    </message>
    <message>
        <source>draw a scenario&apos;s table as a PNG, SVG or PDF picture</source>
        <translation>dessiner la table d&apos;un scénario en image PNG, SVG ou PDF</translation>
    </message>
</context>
<context>
    <name>vedette::cli::roll</name>
    <message>
        <source>Throw dice: roll 2d6+1 [--seed N] [--json]</source>
        <translation>Lancer des dés : roll 2d6+1 [--seed N] [--json]</translation>
    </message>
    <message>
        <source>Throws dice: 2d6, d6+2, d10-d8, d10z (a d10 numbered 0-9).</source>
        <translation>Lance des dés : 2d6, d6+2, d10-d8, d10z (un d10 numéroté de 0 à 9).</translation>
    </message>
    <message>
        <source>Seed of the generator; the same seed throws the same dice.</source>
        <translation>Graine du générateur ; la même graine redonne les mêmes dés.</translation>
    </message>
    <message>
        <source>Throw the expression N times.</source>
        <translation>Lancer l&apos;expression N fois.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Afficher du JSON.</translation>
    </message>
    <message>
        <source>The dice to throw, e.g. 2d6+1.</source>
        <translation>Les dés à lancer, p. ex. 2d6+1.</translation>
    </message>
    <message>
        <source>which dice? For example: vedette-cli roll 2d6</source>
        <translation>quels dés ? Par exemple : vedette-cli roll 2d6</translation>
    </message>
    <message>
        <source>vedette-cli roll: %1
  %2
  %3^
</source>
        <translation>vedette-cli roll : %1
  %2
  %3^
</translation>
    </message>
    <message>
        <source>(seed %1)
</source>
        <translation>(graine %1)
</translation>
    </message>
</context>
<context>
    <name>vedette::cli::serve</name>
    <message>
        <source>Serves each side of a battle its own view (the page, the table, its state and a live socket) to the players&apos; phones and tablets, on the address given, until interrupted (Ctrl+C or SIGTERM). Only what a side may see leaves the computer. Steps committed to the campaign by any program reach the devices at once. The campaign is opened read-only.</source>
        <translation>Sert à chaque camp d&apos;une bataille sa propre vue (la page, la table, son état et un socket en direct) sur les téléphones et tablettes des joueurs, à l&apos;adresse donnée, jusqu&apos;à interruption (Ctrl+C ou SIGTERM). Seul ce qu&apos;un camp peut voir quitte l&apos;ordinateur. Les étapes qu&apos;un programme écrit dans la campagne parviennent aussitôt aux appareils. La campagne est ouverte en lecture seule.</translation>
    </message>
    <message>
        <source>The battle to serve (vedette-cli log FILE --battles lists them).</source>
        <translation>La bataille à servir (vedette-cli log FICHIER --battles les liste).</translation>
    </message>
    <message>
        <source>Where to listen: an address of this computer and a port, e.g. 192.168.1.20:8080 (0.0.0.0:8080 for every address; port 0 for any free one).</source>
        <translation>Où écouter : une adresse de cet ordinateur et un port, par ex. 192.168.1.20:8080 (0.0.0.0:8080 pour toutes les adresses ; port 0 pour un port libre).</translation>
    </message>
    <message>
        <source>--listen must be ADDR:PORT, e.g. 127.0.0.1:8080, not &quot;%1&quot;</source>
        <translation>--listen doit être ADDR:PORT, par ex. 127.0.0.1:8080, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>vedette-cli serve: cannot listen on %1: %2</source>
        <translation>vedette-cli serve : impossible d&apos;écouter sur %1 : %2</translation>
    </message>
    <message>
        <source>Serving %1 on port %2 (Ctrl+C stops).</source>
        <translation>%1 servi sur le port %2 (Ctrl+C arrête).</translation>
    </message>
    <message>
        <source>vedette-cli serve: cannot write %1: %2</source>
        <translation>vedette-cli serve : impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Stopped serving.</source>
        <translation>Service arrêté.</translation>
    </message>
    <message>
        <source>serve each side its own view on the players&apos; phones</source>
        <translation>servir à chaque camp sa propre vue sur les téléphones des joueurs</translation>
    </message>
    <message>
        <source>The campaign: a file (.vedette), or a server&apos;s postgresql://USER@HOST:PORT/DATABASE.</source>
        <translation>La campagne : un fichier (.vedette), ou postgresql://UTILISATEUR@HÔTE:PORT/BASE sur un serveur.</translation>
    </message>
    <message>
        <source>Write each side&apos;s link to FILE as JSON: {&quot;sides&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;url&quot;}]}. When FILE already holds links of the battle&apos;s sides (the server was stopped, or died), they are kept: the phones follow the battle again by themselves.</source>
        <translation>Écrire le lien de chaque camp dans FILE en JSON : {&quot;sides&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;url&quot;}]}. Si FILE contient déjà des liens des camps de la bataille (le serveur a été arrêté, ou s&apos;est arrêté net), ils sont gardés : les téléphones suivent de nouveau la bataille d&apos;eux-mêmes.</translation>
    </message>
</context>
<context>
    <name>vedette::cli::tennyson</name>
    <message>
        <source>Simulate games of &quot;Anyone for Tennyson&quot; between computer players.</source>
        <translation>Simuler des parties de &quot;Anyone for Tennyson&quot; entre des joueurs ordinateur.</translation>
    </message>
    <message>
        <source>Number of games.</source>
        <translation>Nombre de parties.</translation>
    </message>
    <message>
        <source>Seed; the same seed gives the same figures.</source>
        <translation>Graine ; la même graine donne les mêmes chiffres.</translation>
    </message>
    <message>
        <source>random or sensible for all five regiments, or five kinds in regiment order separated by commas.</source>
        <translation>random ou sensible pour les cinq régiments, ou cinq types dans l&apos;ordre des régiments, séparés par des virgules.</translation>
    </message>
    <message>
        <source>How the game is won.</source>
        <translation>Comment la partie est gagnée.</translation>
    </message>
    <message>
        <source>Report progress on stderr from the start (otherwise after 2 seconds).</source>
        <translation>Signaler la progression sur stderr dès le début (sinon après 2 secondes).</translation>
    </message>
    <message>
        <source>Print the figures as JSON.</source>
        <translation>Afficher les chiffres en JSON.</translation>
    </message>
    <message>
        <source>--players must be random, sensible, or five of them separated by commas, not &apos;%1&apos;.</source>
        <translation>--players doit valoir random, sensible, ou cinq de ces valeurs séparées par des virgules, pas &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>Anyone for Tennyson: %n game(s), seed %1, players %2, victory %3</source>
        <translation>
            <numerusform>Anyone for Tennyson : %n partie, graine %1, joueurs %2, victoire %3</numerusform>
            <numerusform>Anyone for Tennyson : %n parties, graine %1, joueurs %2, victoire %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stands lost a game</source>
        <translation>%1 socles perdus par partie</translation>
    </message>
    <message>
        <source>%1 glory points a game</source>
        <translation>%1 points de gloire par partie</translation>
    </message>
    <message>
        <source>Russians</source>
        <translation>Russes</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Parties nulles</translation>
    </message>
    <message>
        <source>Mean cards played: %1 cards a game</source>
        <translation>Cartes jouées en moyenne : %1 cartes par partie</translation>
    </message>
    <message>
        <source>Mean stands lost: %1 stands a game</source>
        <translation>Socles perdus en moyenne : %1 socles par partie</translation>
    </message>
    <message>
        <source>Mean reshuffles: %1 reshuffles a game</source>
        <translation>Remélanges en moyenne : %1 remélanges par partie</translation>
    </message>
    <message>
        <source>Mean batteries on the table at the end: %1 batteries a game</source>
        <translation>Batteries sur la table à la fin, en moyenne : %1 batteries par partie</translation>
    </message>
    <message>
        <source>The card game &quot;Anyone for Tennyson&quot;.</source>
        <translation>Le jeu de cartes &quot;Anyone for Tennyson&quot;.</translation>
    </message>
    <message>
        <source>Simulate games between computer players and print the win rates.</source>
        <translation>Simuler des parties entre des joueurs ordinateur et afficher les taux de victoire.</translation>
    </message>
    <message>
        <source>simulate games of Anyone for Tennyson (win rates)</source>
        <translation>simuler des parties d&apos;Anyone for Tennyson (taux de victoire)</translation>
    </message>
</context>
<context>
    <name>vedette::dice::DiceExpression</name>
    <message>
        <source>Type a roll such as 2d6, 1d6+2 or d10-d8.</source>
        <translation>Tapez un lancer tel que 2d6, 1d6+2 ou d10-d8.</translation>
    </message>
    <message>
        <source>Expected + or - here.</source>
        <translation>+ ou - attendu ici.</translation>
    </message>
    <message>
        <source>A die or a number is missing at the end.</source>
        <translation>Un dé ou un nombre manque à la fin.</translation>
    </message>
    <message>
        <source>Expected a number or a die such as d6 here.</source>
        <translation>Un nombre ou un dé tel que d6 est attendu ici.</translation>
    </message>
    <message>
        <source>The modifier is too large.</source>
        <translation>Le modificateur est trop grand.</translation>
    </message>
    <message>
        <source>Zero dice cannot be thrown.</source>
        <translation>Impossible de lancer zéro dé.</translation>
    </message>
    <message>
        <source>The number of sides is missing after d.</source>
        <translation>Le nombre de faces manque après d.</translation>
    </message>
    <message>
        <source>A die has 2 to %1 sides.</source>
        <translation>Un dé a de 2 à %1 faces.</translation>
    </message>
    <message>
        <source>Expected the lowest face, as in d10(0-9).</source>
        <translation>La face la plus basse est attendue, comme dans d10(0-9).</translation>
    </message>
    <message>
        <source>Expected - between the lowest and highest face.</source>
        <translation>- est attendu entre la face la plus basse et la plus haute.</translation>
    </message>
    <message>
        <source>Expected the highest face, as in d10(0-9).</source>
        <translation>La face la plus haute est attendue, comme dans d10(0-9).</translation>
    </message>
    <message>
        <source>Expected ) after the faces.</source>
        <translation>) est attendu après les faces.</translation>
    </message>
    <message>
        <source>A d%1 has %1 faces, but %2-%3 numbers %4.</source>
        <translation>Un d%1 a %1 faces, mais %2-%3 en numérote %4.</translation>
    </message>
    <message>
        <source>At most %1 dice in one roll.</source>
        <translation>Au plus %1 dés par lancer.</translation>
    </message>
    <message>
        <source>Unexpected character here.</source>
        <translation>Caractère inattendu ici.</translation>
    </message>
    <message>
        <source>Too many dice to count every combination exactly.</source>
        <translation>Trop de dés pour compter exactement chaque combinaison.</translation>
    </message>
    <message>
        <source>A face may be numbered from -%1 to %1.</source>
        <translation>Une face peut être numérotée de -%1 à %1.</translation>
    </message>
</context>
<context>
    <name>vedette::dice::EnteredDiceSource</name>
    <message numerus="yes">
        <source>%n face(s) expected, %1 given.</source>
        <translation>
            <numerusform>%n face attendue, %1 fournie(s).</numerusform>
            <numerusform>%n faces attendues, %1 fournie(s).</numerusform>
        </translation>
    </message>
    <message>
        <source>Die %1 (%2) cannot show %3: its faces are %4 to %5.</source>
        <translation>Le dé %1 (%2) ne peut pas donner %3 : ses faces vont de %4 à %5.</translation>
    </message>
</context>
<context>
    <name>vedette::journal::KindNames</name>
    <message>
        <source>Battle starts</source>
        <translation>Débuts de bataille</translation>
    </message>
    <message>
        <source>Dice rolls</source>
        <translation>Jets de dés</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Voidings</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>Referee&apos;s moves on the table</source>
        <translation>Déplacements de l&apos;arbitre sur la table</translation>
    </message>
    <message>
        <source>Brown: turns</source>
        <translation>Brown : tours</translation>
    </message>
    <message>
        <source>Brown: activations</source>
        <translation>Brown : activations</translation>
    </message>
    <message>
        <source>Brown: generals&apos; orders</source>
        <translation>Brown : ordres des généraux</translation>
    </message>
    <message>
        <source>Brown: moves</source>
        <translation>Brown : mouvements</translation>
    </message>
    <message>
        <source>Brown: charges declared</source>
        <translation>Brown : charges déclarées</translation>
    </message>
    <message>
        <source>Brown: charges cancelled</source>
        <translation>Brown : charges annulées</translation>
    </message>
    <message>
        <source>Brown: charges refused</source>
        <translation>Brown : charges refusées</translation>
    </message>
    <message>
        <source>Brown: charges</source>
        <translation>Brown : charges</translation>
    </message>
    <message>
        <source>Brown: fire discipline</source>
        <translation>Brown : discipline de feu</translation>
    </message>
    <message>
        <source>Brown: casualties while closing</source>
        <translation>Brown : pertes à l&apos;approche</translation>
    </message>
    <message>
        <source>Brown: evasions</source>
        <translation>Brown : esquives</translation>
    </message>
    <message>
        <source>Brown: charge results</source>
        <translation>Brown : résultats des charges</translation>
    </message>
    <message>
        <source>Brown: results applied</source>
        <translation>Brown : résultats appliqués</translation>
    </message>
    <message>
        <source>Brown: melees begun</source>
        <translation>Brown : mêlées engagées</translation>
    </message>
    <message>
        <source>Brown: melee rounds</source>
        <translation>Brown : rounds de mêlée</translation>
    </message>
    <message>
        <source>Brown: morale in melee</source>
        <translation>Brown : moral en mêlée</translation>
    </message>
    <message>
        <source>Brown: pursuits</source>
        <translation>Brown : poursuites</translation>
    </message>
    <message>
        <source>Brown: units ridden down</source>
        <translation>Brown : unités sabrées</translation>
    </message>
    <message>
        <source>Brown: surrenders</source>
        <translation>Brown : redditions</translation>
    </message>
    <message>
        <source>Brown: house rules</source>
        <translation>Brown : règles maison</translation>
    </message>
    <message>
        <source>Balagan: deployment</source>
        <translation>Balagan : déploiement</translation>
    </message>
    <message>
        <source>Balagan: bounds</source>
        <translation>Balagan : bonds</translation>
    </message>
    <message>
        <source>Balagan: orders</source>
        <translation>Balagan : ordres</translation>
    </message>
    <message>
        <source>Balagan: generals</source>
        <translation>Balagan : généraux</translation>
    </message>
    <message>
        <source>Balagan: generals killed</source>
        <translation>Balagan : généraux tués</translation>
    </message>
    <message>
        <source>Balagan: messengers</source>
        <translation>Balagan : messagers</translation>
    </message>
    <message>
        <source>Balagan: messengers sent</source>
        <translation>Balagan : messagers envoyés</translation>
    </message>
    <message>
        <source>Balagan: messengers riding</source>
        <translation>Balagan : messagers en route</translation>
    </message>
    <message>
        <source>Balagan: actions</source>
        <translation>Balagan : actions</translation>
    </message>
    <message>
        <source>Balagan: actions overridden</source>
        <translation>Balagan : actions imposées</translation>
    </message>
    <message>
        <source>Balagan: moves</source>
        <translation>Balagan : mouvements</translation>
    </message>
    <message>
        <source>Balagan: formation changes</source>
        <translation>Balagan : changements de formation</translation>
    </message>
    <message>
        <source>Balagan: fire</source>
        <translation>Balagan : tirs</translation>
    </message>
    <message>
        <source>Balagan: charges</source>
        <translation>Balagan : charges</translation>
    </message>
    <message>
        <source>Balagan: smoke and fog</source>
        <translation>Balagan : fumée et brouillard</translation>
    </message>
    <message>
        <source>Balagan: charges into smoke or fog</source>
        <translation>Balagan : charges dans la fumée ou le brouillard</translation>
    </message>
    <message>
        <source>Balagan: morale</source>
        <translation>Balagan : moral</translation>
    </message>
    <message>
        <source>Balagan: routs</source>
        <translation>Balagan : déroutes</translation>
    </message>
    <message>
        <source>Balagan: armies breaking</source>
        <translation>Balagan : armées qui se rompent</translation>
    </message>
    <message>
        <source>Balagan: referee&apos;s overrides</source>
        <translation>Balagan : décisions de l&apos;arbitre</translation>
    </message>
    <message>
        <source>Balagan: house rules</source>
        <translation>Balagan : règles maison</translation>
    </message>
    <message>
        <source>Light Brigade: set-up</source>
        <translation>Brigade légère : mise en place</translation>
    </message>
    <message>
        <source>Light Brigade: turns</source>
        <translation>Brigade légère : tours</translation>
    </message>
    <message>
        <source>Light Brigade: moves</source>
        <translation>Brigade légère : mouvements</translation>
    </message>
    <message>
        <source>Light Brigade: melees at the battery</source>
        <translation>Brigade légère : mêlées à la batterie</translation>
    </message>
    <message>
        <source>Light Brigade: morale</source>
        <translation>Brigade légère : moral</translation>
    </message>
    <message>
        <source>Light Brigade: rallies</source>
        <translation>Brigade légère : ralliements</translation>
    </message>
    <message>
        <source>Light Brigade: ends of the game</source>
        <translation>Brigade légère : fins de partie</translation>
    </message>
    <message>
        <source>Tennyson: set-up</source>
        <translation>Tennyson : mise en place</translation>
    </message>
    <message>
        <source>Tennyson: first player</source>
        <translation>Tennyson : premier joueur</translation>
    </message>
    <message>
        <source>Tennyson: cards played</source>
        <translation>Tennyson : cartes jouées</translation>
    </message>
    <message>
        <source>Tennyson: cards awaiting a choice</source>
        <translation>Tennyson : cartes en attente d&apos;un choix</translation>
    </message>
    <message>
        <source>Tennyson: fire</source>
        <translation>Tennyson : tirs</translation>
    </message>
    <message>
        <source>Tennyson: units destroyed</source>
        <translation>Tennyson : unités détruites</translation>
    </message>
    <message>
        <source>Tennyson: reshuffles</source>
        <translation>Tennyson : nouveaux mélanges</translation>
    </message>
    <message>
        <source>Tennyson: ends of the game</source>
        <translation>Tennyson : fins de partie</translation>
    </message>
</context>
<context>
    <name>vedette::render::PlayerView</name>
    <message>
        <source>&quot;side:&quot; needs a side&apos;s id, e.g. side:allies</source>
        <translation>&quot;side:&quot; nécessite l&apos;identifiant d&apos;un camp, p. ex. side:allies</translation>
    </message>
    <message>
        <source>there is no side &quot;%1&quot; in this scenario (its sides: %2)</source>
        <translation>il n&apos;y a pas de camp &quot;%1&quot; dans ce scénario (ses camps : %2)</translation>
    </message>
    <message>
        <source>the view must be referee, players or side:ID, not &quot;%1&quot;</source>
        <translation>la vue doit être referee, players ou side:ID, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 delivered orders to %2: %3.</source>
        <translation>%1 a remis des ordres à %2 : %3.</translation>
    </message>
</context>
<context>
    <name>vedette::render::PngEncoder</name>
    <message>
        <source>There is no picture to write.</source>
        <translation>Il n&apos;y a pas d&apos;image à écrire.</translation>
    </message>
    <message>
        <source>Could not compress the picture.</source>
        <translation>Impossible de compresser l&apos;image.</translation>
    </message>
    <message>
        <source>Could not write the picture as PNG: %1</source>
        <translation>Impossible d&apos;écrire l&apos;image en PNG : %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>vedette::render::UnitPainter</name>
    <message>
        <source>No state markers</source>
        <translation>Aucun marqueur d&apos;état</translation>
    </message>
    <message>
        <source>States: %1</source>
        <translation>États : %1</translation>
    </message>
    <message>
        <source>Morale counters: %1 (routs at %2)</source>
        <translation>Marqueurs de moral : %1 (déroute à %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n morale counter(s)</source>
        <translation>
            <numerusform>%n marqueur de moral</numerusform>
            <numerusform>%n marqueurs de moral</numerusform>
        </translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Ordre : %1</translation>
    </message>
    <message>
        <source>unseen by %1</source>
        <translation>non vue par %1</translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <translation>
            <numerusform>%n homme</numerusform>
            <numerusform>%n hommes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n crew</source>
        <comment>the men serving a battery&apos;s guns</comment>
        <translation>
            <numerusform>%n servant</numerusform>
            <numerusform>%n servants</numerusform>
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
            <numerusform>%n canon</numerusform>
            <numerusform>%n canons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Act</name>
    <message>
        <source>%1 is in melee: it fights only its melee (withdraw or follow up) until the melee ends.</source>
        <translation>%1 est en mêlée : elle ne livre que sa mêlée (se retirer ou poursuivre) jusqu&apos;à ce qu&apos;elle prenne fin.</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Move straight ahead</source>
        <translation>Avancer droit devant</translation>
    </message>
    <message>
        <source>On foot (single line)</source>
        <translation>À pied (ligne simple)</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet: deploy it first.</source>
        <translation>%1 n&apos;est pas encore sur la table : déployez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>%1 is not of the side to move: this is the bound of %2.</source>
        <translation>%1 n&apos;appartient pas au camp dont c&apos;est le tour : c&apos;est le bond de %2.</translation>
    </message>
    <message>
        <source>The battle is being set up: the first bound begins with its morale tests (Test all).</source>
        <translation>La bataille est en cours de mise en place : le premier bond commence par ses tests de moral (Tout tester).</translation>
    </message>
    <message>
        <source>The morale tests of this bound come first (Test all).</source>
        <translation>Les tests de moral de ce bond viennent d&apos;abord (Tout tester).</translation>
    </message>
    <message>
        <source>%1 may not move: %2</source>
        <translation>%1 ne peut pas se déplacer : %2</translation>
    </message>
    <message>
        <source>%1 has used its whole move this bound.</source>
        <translation>%1 a utilisé tout son mouvement ce bond.</translation>
    </message>
    <message>
        <source>%1 cannot move straight ahead: %2</source>
        <translation>%1 ne peut pas avancer droit devant : %2</translation>
    </message>
    <message>
        <source>%1 has fired this bound.</source>
        <translation>%1 a tiré ce bond.</translation>
    </message>
    <message>
        <source>Only foot in line and unlimbered artillery fire.</source>
        <translation>Seules l&apos;infanterie en ligne et l&apos;artillerie en batterie tirent.</translation>
    </message>
    <message>
        <source>%1 is in melee: it fires at no other enemy.</source>
        <translation>%1 est en mêlée : elle ne tire sur aucun autre ennemi.</translation>
    </message>
    <message>
        <source>No enemy is under the fire of %1 (in its front arc and range, and not in melee).</source>
        <translation>Aucun ennemi n&apos;est sous le feu de %1 (dans son arc frontal et à portée, et pas en mêlée).</translation>
    </message>
    <message>
        <source>%1 is not under the fire of %2.</source>
        <translation>%1 n&apos;est pas sous le feu de %2.</translation>
    </message>
    <message>
        <source>There is no unit %1 on the table.</source>
        <translation>Il n&apos;y a pas d&apos;unité %1 sur la table.</translation>
    </message>
    <message>
        <source>Name the enemy unit %1 charges.</source>
        <translation>Désignez l&apos;unité ennemie que %1 charge.</translation>
    </message>
    <message>
        <source>Name the enemy unit %1 fires on.</source>
        <translation>Désignez l&apos;unité ennemie sur laquelle %1 tire.</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2.</source>
        <translation>%1 est du même camp que %2.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet.</source>
        <translation>%1 n&apos;est pas encore sur la table.</translation>
    </message>
    <message>
        <source>Choose the formation %1 is to take.</source>
        <translation>Choisissez la formation que %1 doit prendre.</translation>
    </message>
    <message>
        <source>%1 cannot form %2.</source>
        <translation>%1 ne peut pas se former en %2.</translation>
    </message>
    <message>
        <source>No unit of %1 has anything left to do this bound: end the bound.</source>
        <translation>Aucune unité de %1 n&apos;a plus rien à faire ce bond : terminez le bond.</translation>
    </message>
    <message>
        <source>The referee overrides the rules: %1, %2, although %3</source>
        <translation>L&apos;arbitre passe outre aux règles : %1, %2, bien que %3</translation>
    </message>
    <message>
        <source>%1 moves %2 straight ahead.</source>
        <translation>%1 avance de %2 droit devant.</translation>
    </message>
    <message>
        <source>%1 fails on %2 in 6</source>
        <translation>%1 échoue sur %2 sur 6</translation>
    </message>
    <message>
        <source>%1 fires on %2; the morale test follows in its own bound (%3).</source>
        <translation>%1 tire sur %2 ; le test de moral suit dans le propre bond de la cible (%3).</translation>
    </message>
    <message>
        <source>Rolled %1: the action fails; the unit stays where it is this bound.</source>
        <translation>Lancer de %1 : l&apos;action échoue ; l&apos;unité reste sur place ce bond.</translation>
    </message>
    <message>
        <source>Rolled %1: the charge goes into contact.</source>
        <translation>Lancer de %1 : la charge entre en contact.</translation>
    </message>
    <message>
        <source>Rolled %1: the charge falls short.</source>
        <translation>Lancer de %1 : la charge s&apos;arrête court.</translation>
    </message>
    <message>
        <source>Rolled %1: done; it may still move %2.</source>
        <translation>Lancer de %1 : réussi ; l&apos;unité peut encore se déplacer de %2.</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not charge (formation changes and fire only).</source>
        <translation>%1 a l&apos;ordre de tenir : elle ne charge pas (changements de formation et tir seulement).</translation>
    </message>
    <message>
        <source>%1 has orders to retreat: it does not charge.</source>
        <translation>%1 a l&apos;ordre de se replier : elle ne charge pas.</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not move (formation changes and fire only).</source>
        <translation>%1 a l&apos;ordre de tenir : elle ne bouge pas (changements de formation et tir seulement).</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not withdraw from the melee.</source>
        <translation>%1 a l&apos;ordre de tenir : elle ne se retire pas de la mêlée.</translation>
    </message>
    <message>
        <source>%1 has orders to advance: it does not withdraw from the melee.</source>
        <translation>%1 a l&apos;ordre d&apos;avancer : elle ne se retire pas de la mêlée.</translation>
    </message>
    <message>
        <source>%1 has orders to hold: it does not follow up.</source>
        <translation>%1 a l&apos;ordre de tenir : elle ne poursuit pas.</translation>
    </message>
    <message>
        <source>%1 has orders to retreat: it does not follow up.</source>
        <translation>%1 a l&apos;ordre de se replier : elle ne poursuit pas.</translation>
    </message>
    <message>
        <source>it halts %1 short of %2: a move never ends in contact with an enemy, only a charge does.</source>
        <translation>elle s&apos;arrête à %1 de %2 : un mouvement ne finit jamais au contact d&apos;un ennemi, seule une charge le fait.</translation>
    </message>
    <message>
        <source>%1 would end %2 from %3: a move halts %4 short of an enemy; only a charge goes into contact.</source>
        <translation>%1 finirait à %2 de %3 : un mouvement s&apos;arrête à %4 d&apos;un ennemi ; seule une charge mène au contact.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Battle</name>
    <message>
        <source>deployment</source>
        <translation>déploiement</translation>
    </message>
    <message>
        <source>%1 roll %2: all units start in column or limbered.</source>
        <translation>%1 obtient %2 : toutes les unités commencent en colonne ou attelées.</translation>
    </message>
    <message>
        <source>%1 roll %2: deployed as they wish.</source>
        <translation>%1 obtient %2 : déploiement libre.</translation>
    </message>
    <message>
        <source>%1 fires: fog in front of it.</source>
        <translation>%1 tire : fumée devant elle.</translation>
    </message>
    <message>
        <source>morale test of %1</source>
        <translation>test de moral de %1</translation>
    </message>
    <message>
        <source>%1 tests morale: %2 %3 = %4, passes.</source>
        <translation>%1 teste son moral : %2 %3 = %4, réussit.</translation>
    </message>
    <message>
        <source>replacement for %1</source>
        <translation>remplaçant de %1</translation>
    </message>
    <message>
        <source>Successor of %1</source>
        <translation>Successeur de %1</translation>
    </message>
    <message>
        <source>%1 is killed; his successor is rated %2 (roll %3).</source>
        <translation>%1 est tué ; son successeur a la valeur %2 (jet %3).</translation>
    </message>
    <message>
        <source>orders after the death of %1</source>
        <translation>ordres après la mort de %1</translation>
    </message>
    <message>
        <source>Random orders (roll %1): %2.</source>
        <translation>Ordres aléatoires (jet %1) : %2.</translation>
    </message>
    <message>
        <source>%1 routs and is removed.</source>
        <translation>%1 part en déroute et est retirée.</translation>
    </message>
    <message>
        <source>No such unit.</source>
        <translation>Unité inconnue.</translation>
    </message>
    <message>
        <source>Artillery cannot charge.</source>
        <translation>L&apos;artillerie ne peut pas charger.</translation>
    </message>
    <message>
        <source>Only a unit in line may charge.</source>
        <translation>Seule une unité en ligne peut charger.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 attempts %2: %3 %4, %5.</source>
        <translation>%1 tente %2 : %3 %4, %5.</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>rien ne se passe</translation>
    </message>
    <message>
        <source>No such general.</source>
        <translation>Général inconnu.</translation>
    </message>
    <message>
        <source>%1 has already tried this bound.</source>
        <translation>%1 a déjà essayé pendant ce bond.</translation>
    </message>
    <message>
        <source>%1 changes orders</source>
        <translation>%1 change d&apos;ordres</translation>
    </message>
    <message>
        <source>%1 tries to change orders to %2: %3 %4, %5.</source>
        <translation>%1 tente de changer les ordres en %2 : %3 %4, %5.</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>changés</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inchangés</translation>
    </message>
    <message>
        <source>%1 reaches %2: orders are now %3.</source>
        <translation>%1 atteint %2 : les ordres sont désormais %3.</translation>
    </message>
    <message>
        <source>%1 rides</source>
        <translation>%1 part au galop</translation>
    </message>
    <message>
        <source>%1 is killed (roll 1); a replacement may be sent.</source>
        <translation>%1 est tué (jet de 1) ; un remplaçant peut être envoyé.</translation>
    </message>
    <message>
        <source>%1 rides on (roll %2).</source>
        <translation>%1 poursuit sa route (jet %2).</translation>
    </message>
    <message>
        <source>%1 through the fog</source>
        <translation>%1 à travers la fumée</translation>
    </message>
    <message>
        <source>%1 charges through the fog: roll %2, 200p further.</source>
        <translation>%1 charge à travers la fumée : jet %2, 200p plus loin.</translation>
    </message>
    <message>
        <source>%1 charges through the fog: roll %2, no extra move.</source>
        <translation>%1 charge à travers la fumée : jet %2, pas de mouvement supplémentaire.</translation>
    </message>
    <message>
        <source>The fog of %1 lifts.</source>
        <translation>La fumée de %1 se dissipe.</translation>
    </message>
    <message>
        <source>army break of %1</source>
        <translation>rupture de l&apos;armée de %1</translation>
    </message>
    <message>
        <source>%1 have lost half their units: roll %2, the army routs and the battle is lost.</source>
        <translation>%1 ont perdu la moitié de leurs unités : jet %2, l&apos;armée part en déroute et la bataille est perdue.</translation>
    </message>
    <message>
        <source>%1 have lost half their units: roll %2, they fight on.</source>
        <translation>%1 ont perdu la moitié de leurs unités : jet %2, ils continuent le combat.</translation>
    </message>
    <message>
        <source>Bound %1 ends; %2, bound %3 of %4.</source>
        <translation>Le bond %1 se termine ; %2, bond %3 sur %4.</translation>
    </message>
    <message>
        <source>Messenger %1 of %2</source>
        <translation>Messager %1 de %2</translation>
    </message>
    <message>
        <source>%1 sends %2 to %3: %4.</source>
        <translation>%1 envoie %2 à %3 : %4.</translation>
    </message>
    <message>
        <source>%1 has no one left to ride to and is stood down.</source>
        <translation>%1 n&apos;a plus personne vers qui chevaucher et est relevé de sa mission.</translation>
    </message>
    <message>
        <source>%1 rides %2p towards %3, %4p still to go.</source>
        <translation>%1 chevauche %2p vers %3, encore %4p à parcourir.</translation>
    </message>
    <message>
        <source>%1 has already attempted an action this bound.</source>
        <translation>%1 a déjà tenté une action pendant ce bond.</translation>
    </message>
    <message>
        <source>%1 has moved this bound: it cannot also attempt an action.</source>
        <translation>%1 s&apos;est déplacée pendant ce bond : elle ne peut pas aussi tenter une action.</translation>
    </message>
    <message>
        <source>Choose the formation %1 is to take.</source>
        <translation>Choisissez la formation que %1 doit prendre.</translation>
    </message>
    <message>
        <source>%1 cannot form %2.</source>
        <translation>%1 ne peut pas se former en %2.</translation>
    </message>
    <message>
        <source>%1 is already in %2.</source>
        <translation>%1 est déjà en %2.</translation>
    </message>
    <message>
        <source>%1 is not in melee: there is nothing to withdraw from.</source>
        <translation>%1 n&apos;est pas en mêlée : elle n&apos;a aucune mêlée dont se retirer.</translation>
    </message>
    <message>
        <source>%1 is not in melee, and no enemy left a melee with it last bound.</source>
        <translation>%1 n&apos;est pas en mêlée, et aucun ennemi n&apos;a quitté une mêlée avec elle au dernier bond.</translation>
    </message>
    <message>
        <source>Name the enemy unit %1 charges.</source>
        <translation>Désignez l&apos;unité ennemie que %1 charge.</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2.</source>
        <translation>%1 est du même camp que %2.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet.</source>
        <translation>%1 n&apos;est pas encore sur la table.</translation>
    </message>
    <message>
        <source>%1 is out of reach: contact costs %2 of an allowance of %3.</source>
        <translation>%1 est hors de portée : le contact coûte %2 sur %3 autorisés.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2: the way is impassable.</source>
        <translation>%1 ne peut pas atteindre %2 : le chemin est infranchissable.</translation>
    </message>
    <message>
        <source>%1 is not on the table yet: deploy it first.</source>
        <translation>%1 n&apos;est pas encore sur la table : déployez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>%1 forms %2%3 and may move %4.</source>
        <translation>%1 se forme en %2%3 et peut se déplacer de %4.</translation>
    </message>
    <message>
        <source>, mounted</source>
        <translation>, à cheval</translation>
    </message>
    <message>
        <source>, on foot</source>
        <translation>, à pied</translation>
    </message>
    <message>
        <source>%1 charges into contact with %2 (%3).</source>
        <translation>%1 charge et entre en contact avec %2 (%3).</translation>
    </message>
    <message>
        <source>%1 charges %2 but falls short after %3.</source>
        <translation>%1 charge %2 mais s&apos;arrête court après %3.</translation>
    </message>
    <message>
        <source>Free move straight ahead.</source>
        <translation>Mouvement libre droit devant.</translation>
    </message>
    <message>
        <source>Unlimbered artillery does not move.</source>
        <translation>L&apos;artillerie en batterie ne se déplace pas.</translation>
    </message>
    <message>
        <source>Its action failed: it stays where it is this bound.</source>
        <translation>Son action a échoué : elle reste sur place pendant ce bond.</translation>
    </message>
    <message>
        <source>Changed formation: half a move.</source>
        <translation>Formation changée : demi-mouvement.</translation>
    </message>
    <message>
        <source>It charged: that was its move.</source>
        <translation>Elle a chargé : c&apos;était son mouvement.</translation>
    </message>
    <message>
        <source>A move with a wheel or a turn.</source>
        <translation>Un mouvement avec conversion ou demi-tour.</translation>
    </message>
    <message>
        <source>A move out of or after the melee.</source>
        <translation>Un mouvement pour sortir de la mêlée ou après celle-ci.</translation>
    </message>
    <message>
        <source>%1 waits: %2 is not on the table.</source>
        <translation>%1 attend : %2 n&apos;est pas sur la table.</translation>
    </message>
    <message>
        <source>Change formation, then half move</source>
        <translation>Changer de formation, puis demi-mouvement</translation>
    </message>
    <message>
        <source>Withdraw from melee</source>
        <translation>Se retirer de la mêlée</translation>
    </message>
    <message>
        <source>Follow up melee</source>
        <translation>Poursuivre la mêlée</translation>
    </message>
    <message>
        <source>Charge into contact</source>
        <translation>Charger au contact</translation>
    </message>
    <message>
        <source>Move with a wheel or 180-degree turn</source>
        <translation>Se déplacer avec une conversion ou un demi-tour</translation>
    </message>
    <message>
        <source>There is no unit %1 on the table.</source>
        <translation>Il n&apos;y a pas d&apos;unité %1 sur la table.</translation>
    </message>
    <message>
        <source>%1 cannot join %2: it is a unit of the enemy.</source>
        <translation>%1 ne peut pas rejoindre %2 : c&apos;est une unité ennemie.</translation>
    </message>
    <message>
        <source>%1 commands division %2; %3 is not of it.</source>
        <translation>%1 commande la division %2 ; %3 n&apos;en fait pas partie.</translation>
    </message>
    <message>
        <source>%1 is in melee: it fights only its melee (withdraw or follow up) until the melee ends.</source>
        <translation>%1 est en mêlée : elle ne livre que sa mêlée (se retirer ou poursuivre) jusqu&apos;à ce qu&apos;elle prenne fin.</translation>
    </message>
    <message numerus="yes">
        <source>%1 tests morale: %2 %3 = %4, fails (%n counter(s)).</source>
        <translation>
            <numerusform>%1 teste son moral : %2 %3 = %4, échoue (%n marqueur).</numerusform>
            <numerusform>%1 teste son moral : %2 %3 = %4, échoue (%n marqueurs).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has ridden this bound: he rides once a bound.</source>
        <translation>%1 a déjà chevauché ce bond : il chevauche une fois par bond.</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>The battle is being set up: messengers ride from the first bound, in their side&apos;s movement.</source>
        <translation>La bataille est en cours de mise en place : les messagers chevauchent à partir du premier bond, pendant le mouvement de leur camp.</translation>
    </message>
    <message>
        <source>The messengers of %1 ride in their own bound; this is the bound of %2.</source>
        <translation>Les messagers de %1 chevauchent pendant leur propre bond ; c&apos;est le bond de %2.</translation>
    </message>
    <message>
        <source>The morale tests of this bound come first (Test all); then the messengers of %1 ride.</source>
        <translation>Les tests de moral de ce bond viennent d&apos;abord (Tout tester) ; ensuite les messagers de %1 chevauchent.</translation>
    </message>
    <message>
        <source>The messengers of %1 have ridden this bound: each rides once a bound.</source>
        <translation>Les messagers de %1 ont déjà chevauché ce bond : chacun chevauche une fois par bond.</translation>
    </message>
    <message>
        <source>No messenger of %1 is riding.</source>
        <translation>Aucun messager de %1 n&apos;est en route.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::BattleState</name>
    <message>
        <source>Morale tests</source>
        <translation>Tests de moral</translation>
    </message>
    <message>
        <source>Movement and actions</source>
        <translation>Mouvement et actions</translation>
    </message>
    <message>
        <source>Battle over</source>
        <translation>Bataille terminée</translation>
    </message>
    <message>
        <source>state of play: unknown phase &quot;%1&quot;.</source>
        <translation>état de jeu : phase inconnue &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>state of play: %1: &quot;movedPaces&quot; must be a number from 0 to 10000000.</source>
        <translation>état de jeu : %1 : &quot;movedPaces&quot; doit être un nombre de 0 à 10000000.</translation>
    </message>
    <message>
        <source>state of play: unknown factor &quot;%1&quot;.</source>
        <translation>état de jeu : facteur inconnu &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a whole number from %3 to %4.</source>
        <translation>%1 : &quot;%2&quot; doit être un nombre entier de %3 à %4.</translation>
    </message>
    <message>
        <source>state of play</source>
        <translation>état de jeu</translation>
    </message>
    <message>
        <source>state of play: &quot;%1&quot; must be a list of ids.</source>
        <translation>état de jeu : &quot;%1&quot; doit être une liste d&apos;identifiants.</translation>
    </message>
    <message>
        <source>state of play: &quot;%1&quot; must map side ids to counts.</source>
        <translation>état de jeu : &quot;%1&quot; doit associer des identifiants de camp à des nombres.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::CombatAnalysis</name>
    <message>
        <source>Not in woods, buildings or on a steep slope (at least half of it inside).</source>
        <translation>Ni dans un bois, ni dans des bâtiments, ni sur une pente raide (au moins à moitié dedans).</translation>
    </message>
    <message>
        <source>Stands in %1 (at least half of it inside).</source>
        <translation>Se trouve dans %1 (au moins à moitié dedans).</translation>
    </message>
    <message>
        <source>Only artillery fires at it, the nearest at %1.</source>
        <translation>Seule l&apos;artillerie tire sur elle, la plus proche à %1.</translation>
    </message>
    <message>
        <source>Foot or close artillery fire at it.</source>
        <translation>De l&apos;infanterie ou de l&apos;artillerie proche tire sur elle.</translation>
    </message>
    <message>
        <source>Not under fire.</source>
        <translation>Pas sous le feu.</translation>
    </message>
    <message>
        <source>Dismounted dragoons: always in single line.</source>
        <translation>Dragons à pied : toujours en ligne simple.</translation>
    </message>
    <message>
        <source>Formation: %1.</source>
        <translation>Formation : %1.</translation>
    </message>
    <message>
        <source>Foot in double line.</source>
        <translation>Infanterie en double ligne.</translation>
    </message>
    <message>
        <source>%1 under fire.</source>
        <translation>%1 sous le feu.</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Limbered artillery</source>
        <translation>Artillerie attelée</translation>
    </message>
    <message>
        <source>Not horse or limbered artillery under fire.</source>
        <translation>Pas de cavalerie ni d&apos;artillerie attelée sous le feu.</translation>
    </message>
    <message>
        <source>Charged in bound %1.</source>
        <translation>Chargée au bond %1.</translation>
    </message>
    <message>
        <source>Charged in bound %1, not the last bound.</source>
        <translation>Chargée au bond %1, pas au dernier bond.</translation>
    </message>
    <message>
        <source>Not charged.</source>
        <translation>Pas chargée.</translation>
    </message>
    <message>
        <source>%1 enemy elements in contact.</source>
        <translation>%1 éléments ennemis au contact.</translation>
    </message>
    <message>
        <source>In melee with %1.</source>
        <translation>En mêlée avec %1.</translation>
    </message>
    <message>
        <source>Not foot or artillery in melee with horse.</source>
        <translation>Pas d&apos;infanterie ni d&apos;artillerie en mêlée avec de la cavalerie.</translation>
    </message>
    <message>
        <source>Dragoons.</source>
        <translation>Dragons.</translation>
    </message>
    <message>
        <source>Not dragoons.</source>
        <translation>Pas des dragons.</translation>
    </message>
    <message>
        <source>No general with its division.</source>
        <translation>Aucun général avec sa division.</translation>
    </message>
    <message>
        <source>With its division: %1.</source>
        <translation>Avec sa division : %1.</translation>
    </message>
    <message>
        <source>Supported by %1 within %2 behind.</source>
        <translation>Soutenue par %1 à moins de %2 derrière.</translation>
    </message>
    <message>
        <source>No friendly unit within %1 behind.</source>
        <translation>Aucune unité amie à moins de %1 derrière.</translation>
    </message>
    <message>
        <source>%1 wholly behind its flank or rear line within %2.</source>
        <translation>%1 entièrement derrière sa ligne de flanc ou arrière, à moins de %2.</translation>
    </message>
    <message>
        <source>No enemy wholly behind its flank or rear line within %1.</source>
        <translation>Aucun ennemi entièrement derrière sa ligne de flanc ou arrière à moins de %1.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::DivisionCheck</name>
    <message numerus="yes">
        <source>%1 (%2) has %n unit(s); a division has %3 to %4.</source>
        <translation>
            <numerusform>%1 (%2) a %n unité ; une division en a de %3 à %4.</numerusform>
            <numerusform>%1 (%2) a %n unités ; une division en a de %3 à %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::Factor</name>
    <message>
        <source>Favourable terrain</source>
        <translation>Terrain favorable</translation>
    </message>
    <message>
        <source>Only shot at by artillery at long range</source>
        <translation>Seulement sous le feu de l&apos;artillerie à longue portée</translation>
    </message>
    <message>
        <source>In column or limbered</source>
        <translation>En colonne ou attelée</translation>
    </message>
    <message>
        <source>Unsupported</source>
        <translation>Sans soutien</translation>
    </message>
    <message>
        <source>Horse or limbered artillery under fire</source>
        <translation>Cavalerie ou artillerie attelée sous le feu</translation>
    </message>
    <message>
        <source>First bound after being charged</source>
        <translation>Premier bond après avoir été chargée</translation>
    </message>
    <message>
        <source>Enemy elements in contact beyond two</source>
        <translation>Éléments ennemis au contact au-delà de deux</translation>
    </message>
    <message>
        <source>Foot or artillery in melee with horse</source>
        <translation>Infanterie ou artillerie en mêlée avec de la cavalerie</translation>
    </message>
    <message>
        <source>Enemy behind flank or rear</source>
        <translation>Ennemi derrière le flanc ou l&apos;arrière</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragons</translation>
    </message>
    <message>
        <source>General&apos;s rating</source>
        <translation>Valeur du général</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::HouseRules</name>
    <message>
        <source>%1: must be a number from %2 to %3</source>
        <translation>%1 : doit être un nombre de %2 à %3</translation>
    </message>
    <message>
        <source>wheelCostOuterCorner: must be true or false</source>
        <translation>wheelCostOuterCorner : doit valoir true ou false</translation>
    </message>
</context>
<context>
    <name>vedette::rules::balagan::movement</name>
    <message>
        <source>%1 has orders to hold: it does not move (formation changes and fire only).</source>
        <translation>%1 a l&apos;ordre de tenir : elle ne bouge pas (changements de formation et tir seulement).</translation>
    </message>
    <message>
        <source>%1 has orders to advance: this move ends %2 farther from the nearest enemy (%3).</source>
        <translation>%1 a l&apos;ordre d&apos;avancer : ce mouvement finit %2 plus loin de l&apos;ennemi le plus proche (%3).</translation>
    </message>
    <message>
        <source>%1 has orders to retreat: this move does not take it farther from %2.</source>
        <translation>%1 a l&apos;ordre de se replier : ce mouvement ne l&apos;éloigne pas de %2.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeApplication</name>
    <message>
        <source>%1 stops at the table edge, %2 short of the move.</source>
        <translation>%1 s&apos;arrête au bord de la table, %2 avant la fin du mouvement.</translation>
    </message>
    <message>
        <source>%1 stops %2 short of the move: %3 stands in its way.</source>
        <translation>%1 s&apos;arrête %2 avant la fin du mouvement : %3 lui barre le chemin.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeProcedure</name>
    <message>
        <source>Charge refused: %1</source>
        <translation>Charge refusée : %1</translation>
    </message>
    <message>
        <source>%1 declares a charge on %2, %3 away.</source>
        <translation>%1 déclare une charge sur %2, à %3.</translation>
    </message>
    <message>
        <source>activation</source>
        <translation>activation</translation>
    </message>
    <message>
        <source>%1 activates: %2 on %3, needs %4+.</source>
        <translation>%1 s&apos;active : %2 sur %3, il faut %4+.</translation>
    </message>
    <message>
        <source>%1 fails to activate: %2 on %3, needs %4+.</source>
        <translation>%1 ne s&apos;active pas : %2 sur %3, il faut %4+.</translation>
    </message>
    <message>
        <source>%1 fails to activate; no charge.</source>
        <translation>%1 ne s&apos;active pas ; pas de charge.</translation>
    </message>
    <message>
        <source>Attacker moves to %1 from the target.</source>
        <translation>L&apos;attaquant s&apos;approche à %1 de la cible.</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3 from %4.</source>
        <translation>%1 se déplace de %2 à %3 de %4.</translation>
    </message>
    <message>
        <source>%1 fires at %2: the attacker is already within %3.</source>
        <translation>%1 tire sur %2 : l&apos;attaquant est déjà à moins de %3.</translation>
    </message>
    <message>
        <source>%1 evades the charge.</source>
        <translation>%1 esquive la charge.</translation>
    </message>
    <message>
        <source>%1 stands to receive the charge.</source>
        <translation>%1 reste en place pour recevoir la charge.</translation>
    </message>
    <message>
        <source>Defender evades: suggested %1 back.</source>
        <translation>Le défenseur esquive : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>%1 evades; the charge ends.</source>
        <translation>%1 esquive ; la charge prend fin.</translation>
    </message>
    <message>
        <source>fire discipline</source>
        <translation>discipline de feu</translation>
    </message>
    <message>
        <source>%1 holds its fire (%2%3 on %4, needs %5+); the attacker comes to %6 and the defender fires.</source>
        <translation>%1 retient son feu (%2%3 sur %4, il faut %5+) ; l&apos;attaquant arrive à %6 et le défenseur tire.</translation>
    </message>
    <message>
        <source>%1 holds its fire (%2%3 on %4, needs %5+); the attacker comes 1&quot; closer, to %6.</source>
        <translation>%1 retient son feu (%2%3 sur %4, il faut %5+) ; l&apos;attaquant se rapproche de 1&quot;, à %6.</translation>
    </message>
    <message>
        <source>%1 fires (%2%3 on %4, needs %5+ to hold) with the attacker at %6.</source>
        <translation>%1 tire (%2%3 sur %4, il fallait %5+ pour retenir son feu) avec l&apos;attaquant à %6.</translation>
    </message>
    <message>
        <source> %1 In Smoke</source>
        <translation> %1 dans la fumée</translation>
    </message>
    <message>
        <source>%1 loses %2% (%3) to the defender&apos;s fire while closing: %4.</source>
        <translation>%1 perd %2% (%3) sous le feu du défenseur pendant l&apos;approche : %4.</translation>
    </message>
    <message>
        <source>class dice</source>
        <translation>dés de classe</translation>
    </message>
    <message>
        <source>Charge: %1 %2 %3 = %4 against %5 %6 %7 = %8, net %9 on the %10 chart: %11</source>
        <translation>Charge : %1 %2 %3 = %4 contre %5 %6 %7 = %8, net %9 sur le tableau %10 : %11</translation>
    </message>
    <message>
        <source>cover</source>
        <translation>à couvert</translation>
    </message>
    <message>
        <source>open</source>
        <translation>à découvert</translation>
    </message>
    <message>
        <source>(cavalry does not firefight: shifted from FIREFIGHT)</source>
        <translation>(la cavalerie n&apos;échange pas de tirs : décalé depuis ÉCHANGE DE TIRS)</translation>
    </message>
    <message>
        <source>ride down</source>
        <translation>écrasement</translation>
    </message>
    <message>
        <source>Ride down: %1 %2%3 = %4 against %5 %6%7 (melee modifier -8) = %8; %1 loses %9, %5 loses %10.</source>
        <translation>Écrasement : %1 %2%3 = %4 contre %5 %6%7 (modificateur de mêlée -8) = %8 ; %1 perd %9, %5 perd %10.</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>reddition</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3% (%4) surrender, the remaining %5 rout.</source>
        <translation>%1 obtient %2 : %3% (%4) se rendent, les %5 restants partent en déroute.</translation>
    </message>
    <message>
        <source>The rest of the defender routs: suggested %1 back.</source>
        <translation>Le reste du défenseur part en déroute : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>Defender routs: suggested %1 back.</source>
        <translation>Le défenseur part en déroute : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>Defender falls back broken: suggested %1 back.</source>
        <translation>Le défenseur se replie, rompu : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>Defender recoils disordered: suggested %1 back.</source>
        <translation>Le défenseur recule en désordre : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>Defender recoils %1.</source>
        <translation>Le défenseur recule de %1.</translation>
    </message>
    <message>
        <source>Attacker closes to contact: melee.</source>
        <translation>L&apos;attaquant arrive au contact : mêlée.</translation>
    </message>
    <message>
        <source>Attacker halts at %1.</source>
        <translation>L&apos;attaquant s&apos;arrête à %1.</translation>
    </message>
    <message>
        <source>Attacker staggers to a halt at %1, disordered.</source>
        <translation>L&apos;attaquant s&apos;arrête péniblement à %1, en désordre.</translation>
    </message>
    <message>
        <source>Attacker thrown back broken: suggested %1 back.</source>
        <translation>L&apos;attaquant est repoussé, rompu : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>Attacker routs: suggested %1 back.</source>
        <translation>L&apos;attaquant part en déroute : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>The rest of the attacker routs: suggested %1 back.</source>
        <translation>Le reste de l&apos;attaquant part en déroute : recul suggéré de %1.</translation>
    </message>
    <message>
        <source>Blown: the attacker halts just outside %1.</source>
        <translation>Essoufflé : l&apos;attaquant s&apos;arrête juste au-delà de %1.</translation>
    </message>
    <message>
        <source>No pursuit after this result.</source>
        <translation>Pas de poursuite après ce résultat.</translation>
    </message>
    <message>
        <source>No target within %1 for a continued charge.</source>
        <translation>Aucune cible à moins de %1 pour poursuivre la charge.</translation>
    </message>
    <message>
        <source>%1 may continue the charge against: %2.</source>
        <translation>%1 peut poursuivre la charge contre : %2.</translation>
    </message>
    <message>
        <source>Attacker comes to %1 from the target: the defender held its fire.</source>
        <translation>L&apos;attaquant s&apos;approche à %1 de la cible : le défenseur a retenu son feu.</translation>
    </message>
    <message numerus="yes">
        <source>%n men</source>
        <comment>casualties of a ride down</comment>
        <translation>
            <numerusform>%n homme</numerusform>
            <numerusform>%n hommes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ChargeRecord</name>
    <message>
        <source>charge in progress: too many steps.</source>
        <translation>charge en cours : trop d&apos;étapes.</translation>
    </message>
    <message>
        <source>charge in progress: unknown step &quot;%1&quot;.</source>
        <translation>charge en cours : étape inconnue &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: a die face must be a whole number from 0 to 1000.</source>
        <translation>charge en cours : une face de dé doit être un nombre entier de 0 à 1000.</translation>
    </message>
    <message>
        <source>charge in progress: the step &quot;%1&quot; lacks its dice.</source>
        <translation>charge en cours : l&apos;étape &quot;%1&quot; n&apos;a pas ses dés.</translation>
    </message>
    <message>
        <source>charge in progress: the step &quot;%1&quot; does not follow.</source>
        <translation>charge en cours : l&apos;étape &quot;%1&quot; n&apos;est pas dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>charge in progress: the step &quot;%1&quot; has dice it did not throw.</source>
        <translation>charge en cours : l&apos;étape &quot;%1&quot; a des dés qu&apos;elle n&apos;a pas lancés.</translation>
    </message>
    <message>
        <source>charge in progress: its steps do not replay.</source>
        <translation>charge en cours : ses étapes ne peuvent pas être rejouées.</translation>
    </message>
    <message>
        <source>That is not the next step of this charge.</source>
        <translation>Ce n&apos;est pas l&apos;étape suivante de cette charge.</translation>
    </message>
    <message>
        <source>charge in progress: &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>charge en cours : &quot;%1&quot; doit être un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <source>charge in progress: &quot;%1&quot; must be a number from %2 to %3.</source>
        <translation>charge en cours : &quot;%1&quot; doit être un nombre de %2 à %3.</translation>
    </message>
    <message>
        <source>charge in progress: unknown %1 &quot;%2&quot;.</source>
        <translation>charge en cours : valeur inconnue pour %1 : &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: a unit has no id.</source>
        <translation>charge en cours : une unité n&apos;a pas d&apos;identifiant.</translation>
    </message>
    <message>
        <source>charge in progress: a town block has no stands.</source>
        <translation>charge en cours : un îlot de localité n&apos;a pas de socles.</translation>
    </message>
    <message>
        <source>charge in progress: unknown approach &quot;%1&quot;.</source>
        <translation>charge en cours : approche inconnue &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: unknown cover &quot;%1&quot;.</source>
        <translation>charge en cours : couvert inconnu &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>charge in progress: the ground held must be [x, y, facing].</source>
        <translation>charge en cours : le terrain tenu doit être [x, y, orientation].</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::Chart</name>
    <message>
        <source>The defender rolls 1d10 to determine the percentage of the unit which surrenders. The remaining figures rout. Attacker may occupy.</source>
        <translation>Le défenseur lance 1d10 pour déterminer le pourcentage de l&apos;unité qui se rend. Les figurines restantes partent en déroute. L&apos;attaquant peut occuper.</translation>
    </message>
    <message>
        <source>Defender routs. Attacker may continue.</source>
        <translation>Le défenseur part en déroute. L&apos;attaquant peut poursuivre.</translation>
    </message>
    <message>
        <source>Defender falls back broken. Attacker may occupy and fire.</source>
        <translation>Le défenseur se replie, rompu. L&apos;attaquant peut occuper et tirer.</translation>
    </message>
    <message>
        <source>Defender recoils disordered. Attacker may occupy and fire.</source>
        <translation>Le défenseur recule en désordre. L&apos;attaquant peut occuper et tirer.</translation>
    </message>
    <message>
        <source>Defender recoils 2&quot;. Attacker may occupy and fire.</source>
        <translation>Le défenseur recule de 2&quot;. L&apos;attaquant peut occuper et tirer.</translation>
    </message>
    <message>
        <source>FIREFIGHT</source>
        <translation>ÉCHANGE DE TIRS</translation>
    </message>
    <message>
        <source>MELEE!</source>
        <translation>MÊLÉE !</translation>
    </message>
    <message>
        <source>Attacker halts at 3&quot; and may fire.</source>
        <translation>L&apos;attaquant s&apos;arrête à 3&quot; et peut tirer.</translation>
    </message>
    <message>
        <source>Attacker staggers to a halt at 4&quot;, disordered and may fire.</source>
        <translation>L&apos;attaquant s&apos;arrête péniblement à 4&quot;, désordonné, et peut tirer.</translation>
    </message>
    <message>
        <source>Attacker is thrown back broken.</source>
        <translation>L&apos;attaquant est repoussé, rompu.</translation>
    </message>
    <message>
        <source>Attacker disintegrates into a rout.</source>
        <translation>L&apos;attaquant se désintègre en déroute.</translation>
    </message>
    <message>
        <source>The attacker rolls 1d10 to determine the percentage of the unit which surrenders. The remaining figures rout.</source>
        <translation>L&apos;attaquant lance 1d10 pour déterminer le pourcentage de l&apos;unité qui se rend. Les figurines restantes partent en déroute.</translation>
    </message>
    <message>
        <source>MELEE! The attacking cavalry is Blown.</source>
        <translation>MÊLÉE ! La cavalerie attaquante est essoufflée.</translation>
    </message>
    <message>
        <source>Defender recoils 2&quot;. The attacking cavalry is Blown and halts just outside 4&quot;.</source>
        <translation>Le défenseur recule de 2&quot;. La cavalerie attaquante est essoufflée et s&apos;arrête juste au-delà de 4&quot;.</translation>
    </message>
    <message>
        <source>The attacking cavalry staggers to a halt just outside 4&quot;, disordered and Blown.</source>
        <translation>La cavalerie attaquante s&apos;arrête en titubant juste au-delà de 4&quot;, désordonnée et essoufflée.</translation>
    </message>
    <message>
        <source>The attacking cavalry is Blown and halts just outside 4&quot;.</source>
        <translation>La cavalerie attaquante est essoufflée et s&apos;arrête juste au-delà de 4&quot;.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::HouseRules</name>
    <message>
        <source>House rule &quot;rideDown&quot; must be a list of charge result ids.</source>
        <translation>La règle maison &quot;rideDown&quot; doit être une liste d&apos;identifiants de résultats de charge.</translation>
    </message>
    <message>
        <source>House rule &quot;rideDown&quot; names an unknown charge result &quot;%1&quot;.</source>
        <translation>La règle maison &quot;rideDown&quot; nomme un résultat de charge inconnu &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>House rule &quot;%1&quot; must be a table by troop type or class.</source>
        <translation>La règle maison &quot;%1&quot; doit être un tableau par type de troupe ou par classe.</translation>
    </message>
    <message>
        <source>House rule &quot;rideDown&quot; names the charge result &quot;%1&quot; twice.</source>
        <translation>La règle maison &quot;rideDown&quot; nomme deux fois le résultat de charge &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>House rule &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <translation>La règle maison &quot;%1&quot; doit être un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <source>House rule &quot;%1&quot; must be a distance from 0 to 100 inches.</source>
        <translation>La règle maison &quot;%1&quot; doit être une distance de 0 à 100 pouces.</translation>
    </message>
    <message>
        <source>House rule &quot;movementAllowances&quot; must be true or false.</source>
        <translation>La règle maison « movementAllowances » doit valoir true ou false.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::MeleeFight</name>
    <message>
        <source>melee</source>
        <translation>mêlée</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 l&apos;emporte</translation>
    </message>
    <message>
        <source>Both %1 and %2 retreat; the melee ends.</source>
        <translation>%1 et %2 se retirent tous les deux ; la mêlée prend fin.</translation>
    </message>
    <message>
        <source>%1 retreats; the melee ends.</source>
        <translation>%1 se retire ; la mêlée prend fin.</translation>
    </message>
    <message>
        <source>a tie; both sides check morale</source>
        <translation>égalité ; les deux camps testent leur moral</translation>
    </message>
    <message>
        <source>Neither side retreats; the melee continues next turn (turn %1).</source>
        <translation>Aucun camp ne recule ; la mêlée se poursuit au tour suivant (tour %1).</translation>
    </message>
    <message>
        <source>Melee round %1: %2 %3%4 = %5 against %6 %7%8 = %9, %10; %2 loses %11 (%12), %6 loses %13 (%14).</source>
        <translation>Round de mêlée %1 : %2 %3%4 = %5 contre %6 %7%8 = %9, %10 ; %2 perd %11 (%12), %6 perd %13 (%14).</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <comment>casualty steps lost in a melee round</comment>
        <translation>
            <numerusform>%n niveau</numerusform>
            <numerusform>%n niveaux</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::MeleeRecord</name>
    <message>
        <source>melee in progress: the step &quot;%1&quot; does not follow.</source>
        <translation>mêlée en cours : l&apos;étape &quot;%1&quot; n&apos;est pas dans l&apos;ordre.</translation>
    </message>
    <message>
        <source>melee in progress: the step &quot;%1&quot; has dice it did not throw.</source>
        <translation>mêlée en cours : l&apos;étape &quot;%1&quot; a des dés qu&apos;elle n&apos;a pas lancés.</translation>
    </message>
    <message>
        <source>That is not the next step of this melee.</source>
        <translation>Ce n&apos;est pas l&apos;étape suivante de cette mêlée.</translation>
    </message>
    <message>
        <source>melee in progress: a fighter is incomplete.</source>
        <translation>mêlée en cours : un combattant est incomplet.</translation>
    </message>
    <message>
        <source>melee in progress: its casualty step or turn is out of range.</source>
        <translation>mêlée en cours : son palier de pertes ou son tour est hors limites.</translation>
    </message>
    <message>
        <source>melee in progress: too many steps.</source>
        <translation>mêlée en cours : trop d&apos;étapes.</translation>
    </message>
    <message>
        <source>melee in progress: a melee modifier must be a whole number from -100 to 100.</source>
        <translation>mêlée en cours : un modificateur de mêlée doit être un nombre entier de -100 à 100.</translation>
    </message>
    <message>
        <source>melee in progress: unknown step &quot;%1&quot;.</source>
        <translation>mêlée en cours : étape inconnue &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>melee in progress: a die face must be a whole number from 0 to 1000.</source>
        <translation>mêlée en cours : une face de dé doit être un nombre entier de 0 à 1000.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::Modifier</name>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation>Désordonné</translation>
    </message>
    <message>
        <source>Standing Cav.</source>
        <translation>Cav. à l&apos;arrêt</translation>
    </message>
    <message>
        <source>Closing Cas. ea. 10%</source>
        <translation>Pertes à l&apos;approche, par 10%</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <source>Charging Downhill</source>
        <translation>Charge en descente</translation>
    </message>
    <message>
        <source>Cav. vs Inf. Line</source>
        <translation>Cav. contre inf. en ligne</translation>
    </message>
    <message>
        <source>Cav. vs Inf. Column</source>
        <translation>Cav. contre inf. en colonne</translation>
    </message>
    <message>
        <source>Cav. vs Square</source>
        <translation>Cav. contre carré</translation>
    </message>
    <message>
        <source>Cav vs Closed Column</source>
        <translation>Cav. contre colonne serrée</translation>
    </message>
    <message>
        <source>Hv. Cav. vs Lt. Cav.</source>
        <translation>Cav. lourde contre cav. légère</translation>
    </message>
    <message>
        <source>Inf. vs Square</source>
        <translation>Inf. contre carré</translation>
    </message>
    <message>
        <source>Leader Attached</source>
        <translation>Chef rattaché</translation>
    </message>
    <message>
        <source>Charging Flank</source>
        <translation>Charge de flanc</translation>
    </message>
    <message>
        <source>Charging Rear</source>
        <translation>Charge sur l&apos;arrière</translation>
    </message>
    <message>
        <source>CW difference</source>
        <translation>Différence de CW</translation>
    </message>
    <message>
        <source>Rout/Broken</source>
        <translation>Déroute/Rompu</translation>
    </message>
    <message>
        <source>Secure Flanks, ea</source>
        <translation>Flancs assurés, chacun</translation>
    </message>
    <message>
        <source>General Order</source>
        <translation>Ordre général</translation>
    </message>
    <message>
        <source>In Cover</source>
        <translation>À couvert</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::ModifierList</name>
    <message>
        <source>%1% closing casualties from the defender&apos;s fire: -2 for each 10%.</source>
        <translation>%1% de pertes à l&apos;approche sous le feu du défenseur : -2 par tranche de 10%.</translation>
    </message>
    <message>
        <source>Mass: %1.</source>
        <translation>Masse : %1.</translation>
    </message>
    <message>
        <source>No mass advantage: %1 against %2.</source>
        <translation>Pas d&apos;avantage de masse : %1 contre %2.</translation>
    </message>
    <message>
        <source>Charging downhill.</source>
        <translation>Charge en descente.</translation>
    </message>
    <message>
        <source>Not charging downhill.</source>
        <translation>Pas de charge en descente.</translation>
    </message>
    <message>
        <source>Cavalry charges %1 in %2.</source>
        <translation>Cible de la charge de cavalerie : %1 en %2.</translation>
    </message>
    <message>
        <source>The attacker is not cavalry.</source>
        <translation>L&apos;attaquant n&apos;est pas de la cavalerie.</translation>
    </message>
    <message>
        <source>The target is %1 in %2.</source>
        <translation>La cible : %1 en %2.</translation>
    </message>
    <message>
        <source>%1 charges %2.</source>
        <translation>%1 charge %2.</translation>
    </message>
    <message>
        <source>%1 charges a target in %2.</source>
        <translation>%1 charge une cible en %2.</translation>
    </message>
    <message>
        <source>%1 (rating %2) is attached.</source>
        <translation>%1 (valeur %2) est rattaché.</translation>
    </message>
    <message>
        <source>No leader attached.</source>
        <translation>Aucun chef rattaché.</translation>
    </message>
    <message>
        <source>The attacker starts in the defender&apos;s %1 arc.</source>
        <translation>L&apos;attaquant part de l&apos;arc du défenseur : %1.</translation>
    </message>
    <message>
        <source>CW %1 against %2.</source>
        <translation>CW %1 contre %2.</translation>
    </message>
    <message>
        <source>%1 is routed or broken.</source>
        <translation>%1 est en déroute ou rompu.</translation>
    </message>
    <message>
        <source>%1 is neither routed nor broken.</source>
        <translation>%1 n&apos;est ni en déroute ni rompu.</translation>
    </message>
    <message>
        <source>The referee&apos;s call: whether the defender acts under a General Order.</source>
        <translation>Décision de l&apos;arbitre : le défenseur agit-il sous un Ordre général ?</translation>
    </message>
    <message>
        <source>The defender is in the open.</source>
        <translation>Le défenseur est à découvert.</translation>
    </message>
    <message>
        <source>Town fight, block against block: average CW of the stands involved, %1 against %2 (%3; %4), rounded.</source>
        <translation>Combat de localité, îlot contre îlot : CW moyen des socles engagés, %1 contre %2 (%3 ; %4), arrondi.</translation>
    </message>
    <message>
        <source>%1 charges into a town: treated normally.</source>
        <translation>%1 charge dans une localité : traité normalement.</translation>
    </message>
    <message>
        <source>%1 is not in a town block: treated normally.</source>
        <translation>%1 n&apos;est pas dans un îlot de localité : traité normalement.</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>closed column</source>
        <translation>colonne serrée</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>other order</source>
        <translation>autre formation</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>light cavalry</source>
        <translation>cavalerie légère</translation>
    </message>
    <message>
        <source>heavy cavalry</source>
        <translation>cavalerie lourde</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>%1 against none</source>
        <translation>%1 contre personne</translation>
    </message>
    <message>
        <source>%1 against %2 (%3x)</source>
        <translation>%1 contre %2 (%3x)</translation>
    </message>
    <message>
        <source>%1 is Shaken.</source>
        <translation>%1 est ébranlé.</translation>
    </message>
    <message>
        <source>%1 is not Shaken.</source>
        <translation>%1 n&apos;est pas ébranlé.</translation>
    </message>
    <message>
        <source>%1 is Disordered.</source>
        <translation>%1 est désordonné.</translation>
    </message>
    <message>
        <source>%1 is not Disordered.</source>
        <translation>%1 n&apos;est pas désordonné.</translation>
    </message>
    <message>
        <source>The defender holds under a General Order.</source>
        <translation>Le défenseur tient sous un Ordre général.</translation>
    </message>
    <message>
        <source>The defender is not under a General Order.</source>
        <translation>Le défenseur n&apos;est pas sous un Ordre général.</translation>
    </message>
    <message>
        <source>The attacking cavalry charges from a stand.</source>
        <translation>La cavalerie attaquante charge à l&apos;arrêt.</translation>
    </message>
    <message>
        <source>The attacker does not charge from a stand.</source>
        <translation>L&apos;attaquant ne charge pas à l&apos;arrêt.</translation>
    </message>
    <message>
        <source>The referee&apos;s call: whether the attacking cavalry charges from a stand.</source>
        <translation>Décision de l&apos;arbitre : si la cavalerie attaquante charge à l&apos;arrêt.</translation>
    </message>
    <message>
        <source>The defender is in %1.</source>
        <translation>Le défenseur est en %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n secure flank(s).</source>
        <translation>
            <numerusform>%n flanc assuré.</numerusform>
            <numerusform>%n flancs assurés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::Refusal</name>
    <message>
        <source>%1 is routed or broken and cannot charge.</source>
        <translation>%1 est en déroute ou rompu et ne peut pas charger.</translation>
    </message>
    <message>
        <source>%1 cannot charge: the house rules give its type no charge reach.</source>
        <translation>%1 ne peut pas charger : les règles maison ne donnent aucune portée de charge à son type.</translation>
    </message>
    <message>
        <source>%1 is out of reach: %2 away, %3 may charge at most %4.</source>
        <translation>%1 est hors de portée : à %2, alors que %3 peut charger à %4 au plus.</translation>
    </message>
    <message>
        <source>Cavalry may never charge a target that is in cover: %1 is in %2.</source>
        <translation>La cavalerie ne peut jamais charger une cible à couvert : %1 est en %2.</translation>
    </message>
</context>
<context>
    <name>vedette::rules::brown::TableCharge</name>
    <message>
        <source>left flank secured by %1</source>
        <translation>flanc gauche assuré par %1</translation>
    </message>
    <message>
        <source>right flank secured by %1</source>
        <translation>flanc droit assuré par %1</translation>
    </message>
    <message>
        <source>%1 (within %2).</source>
        <translation>%1 (à moins de %2).</translation>
    </message>
    <message>
        <source>There is no unit &quot;%1&quot; on the table.</source>
        <translation>Il n&apos;y a pas d&apos;unité &quot;%1&quot; sur la table.</translation>
    </message>
    <message>
        <source>A unit cannot charge itself.</source>
        <translation>Une unité ne peut pas se charger elle-même.</translation>
    </message>
    <message>
        <source>%1 and %2 are on the same side.</source>
        <translation>%1 et %2 sont du même camp.</translation>
    </message>
    <message>
        <source>%1&apos;s centre is %2 behind the line of %3&apos;s rear edge: rear.</source>
        <translation>Le centre de %1 est à %2 derrière la ligne du bord arrière de %3 : arrière.</translation>
    </message>
    <message>
        <source>%1&apos;s centre is %2 behind the line of %3&apos;s front edge, not behind its rear: flank.</source>
        <translation>Le centre de %1 est à %2 derrière la ligne du bord avant de %3, mais pas derrière son bord arrière : flanc.</translation>
    </message>
    <message>
        <source>%1&apos;s centre is not behind the line of %2&apos;s front edge: front.</source>
        <translation>Le centre de %1 n&apos;est pas derrière la ligne du bord avant de %2 : avant.</translation>
    </message>
    <message>
        <source>%1 stands at %2, %3 at %4.</source>
        <translation>%1 se trouve à %2, %3 à %4.</translation>
    </message>
    <message>
        <source>%1 stands in the open (not half of it inside any cover).</source>
        <translation>%1 se trouve à découvert (pas à moitié dans un couvert quelconque).</translation>
    </message>
    <message>
        <source>%1 is not on the table yet: deploy it first.</source>
        <translation>%1 n&apos;est pas encore sur la table : déployez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>%1 is not cavalry.</source>
        <translation>%1 n&apos;est pas de la cavalerie.</translation>
    </message>
    <message>
        <source>%1 holds under a General Order (marked by the referee).</source>
        <translation>%1 tient sous un Ordre général (marqué par l&apos;arbitre).</translation>
    </message>
    <message>
        <source>%1 is not marked under a General Order.</source>
        <translation>%1 n&apos;est pas marqué sous un Ordre général.</translation>
    </message>
    <message>
        <source>%1 stands in %2 (at least half of it inside): %3.</source>
        <translation>%1 se tient dans %2 (au moins pour moitié à l&apos;intérieur) : %3.</translation>
    </message>
    <message>
        <source>%1 is cavalry %2 from %3 when it declares, at or inside 4&quot;: it charges from a stand, with no run-up.</source>
        <translation>%1 est de la cavalerie à %2 de %3 quand elle déclare sa charge, à 4&quot; ou moins : elle charge à l&apos;arrêt, sans élan.</translation>
    </message>
    <message>
        <source>%1 is cavalry %2 from %3 when it declares: it has a run-up to 4&quot;, not a stand.</source>
        <translation>%1 est de la cavalerie à %2 de %3 quand elle déclare sa charge : elle prend de l&apos;élan jusqu&apos;à 4&quot;, elle ne charge pas à l&apos;arrêt.</translation>
    </message>
    <message>
        <source>No formed friendly unit or impassable terrain within %1 of either flank.</source>
        <translation>Aucune unité amie en ordre ni terrain infranchissable à moins de %1 de l&apos;un ou l&apos;autre flanc.</translation>
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
            <numerusform>%1 : %n socle (%2), CW moyen %3</numerusform>
            <numerusform>%1 : %n socles (%2), CW moyen %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::rules::tennyson</name>
    <message>
        <source>Advance ½ league</source>
        <translation>Avancer de ½ lieue</translation>
    </message>
    <message>
        <source>Advance 1 league</source>
        <translation>Avancer de 1 lieue</translation>
    </message>
    <message>
        <source>All Advance ½ league</source>
        <translation>Tous avancent de ½ lieue</translation>
    </message>
    <message>
        <source>All Advance 1 league</source>
        <translation>Tous avancent de 1 lieue</translation>
    </message>
    <message>
        <source>Advance ½ league &amp; take fire</source>
        <translation>Avancer de ½ lieue &amp; essuyer le feu</translation>
    </message>
    <message>
        <source>Advance 1 league &amp; take fire</source>
        <translation>Avancer de 1 lieue &amp; essuyer le feu</translation>
    </message>
    <message>
        <source>Retire one regiment ½ league</source>
        <translation>Replier un régiment de ½ lieue</translation>
    </message>
    <message>
        <source>Retire one regiment 1 league</source>
        <translation>Replier un régiment de 1 lieue</translation>
    </message>
    <message>
        <source>Lose half a squadron</source>
        <translation>Perdre un demi-escadron</translation>
    </message>
    <message>
        <source>Place Right hand Cannon</source>
        <translation>Placer un canon à droite</translation>
    </message>
    <message>
        <source>Place Left hand Cannon</source>
        <translation>Placer un canon à gauche</translation>
    </message>
    <message>
        <source>Place Frontal Cannon</source>
        <translation>Placer un canon de front</translation>
    </message>
    <message>
        <source>Remove one battery of choice</source>
        <translation>Retirer une batterie au choix</translation>
    </message>
    <message>
        <source>Fire Artillery on All</source>
        <translation>Tir d&apos;artillerie sur tous</translation>
    </message>
    <message>
        <source>Fire Artillery on Regiment</source>
        <translation>Tir d&apos;artillerie sur un régiment</translation>
    </message>
    <message>
        <source>Regain half a Squadron</source>
        <translation>Récupérer un demi-escadron</translation>
    </message>
    <message>
        <source>All regiments Regain half a Squadron</source>
        <translation>Tous les régiments récupèrent un demi-escadron</translation>
    </message>
    <message>
        <source>Place Cossacks</source>
        <translation>Placer les Cosaques</translation>
    </message>
    <message>
        <source>%1 “%2” (%3)</source>
        <translation>%1 « %2 » (%3)</translation>
    </message>
    <message>
        <source>take fire</source>
        <translation>essuyer le feu</translation>
    </message>
    <message>
        <source>artillery fires on all</source>
        <translation>l&apos;artillerie tire sur tous</translation>
    </message>
    <message>
        <source>artillery fires on a chosen regiment</source>
        <translation>l&apos;artillerie tire sur un régiment choisi</translation>
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
        <translation>La partie Tennyson enregistrée a une règle de victoire inconnue.</translation>
    </message>
    <message>
        <source>The saved Tennyson game&apos;s draw must come after 1 to %1 cards.</source>
        <translation>Dans la partie Tennyson enregistrée, la nulle doit intervenir après 1 à %1 cartes.</translation>
    </message>
    <message>
        <source>frontal battery %1</source>
        <translation>batterie frontale %1</translation>
    </message>
    <message>
        <source>right flank battery, sector %1</source>
        <translation>batterie de flanc droit, secteur %1</translation>
    </message>
    <message>
        <source>left flank battery, sector %1</source>
        <translation>batterie de flanc gauche, secteur %1</translation>
    </message>
    <message>
        <source>the Cossacks</source>
        <translation>les Cosaques</translation>
    </message>
    <message>
        <source>the start line</source>
        <translation>la ligne de départ</translation>
    </message>
    <message>
        <source>the guns</source>
        <translation>les canons</translation>
    </message>
    <message>
        <source>band %1 of 16 (sector %2)</source>
        <translation>bande %1 sur 16 (secteur %2)</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>The first-player die shows face %1: the %2 play first.</source>
        <translation>Le dé du premier joueur donne %1 : les %2 jouent en premier.</translation>
    </message>
    <message>
        <source>The Light Brigade forms on the start line, six half squadrons a regiment; one Russian battery stands at the end of the valley. Three cards dealt to each regiment; the %1 begin.</source>
        <translation>La Brigade légère se forme sur la ligne de départ, six demi-escadrons par régiment ; une batterie russe se tient au fond de la vallée. Trois cartes sont distribuées à chaque régiment ; les %1 commencent.</translation>
    </message>
    <message>
        <source>The %1 play %2.</source>
        <translation>Les %1 jouent %2.</translation>
    </message>
    <message>
        <source>a Russian battery is placed: %1</source>
        <translation>une batterie russe est placée : %1</translation>
    </message>
    <message>
        <source>no free position: the card does nothing</source>
        <translation>aucune position libre : la carte n&apos;a aucun effet</translation>
    </message>
    <message>
        <source>the Cossacks leave the valley</source>
        <translation>les Cosaques quittent la vallée</translation>
    </message>
    <message>
        <source>the %1 is removed</source>
        <translation>la %1 est retirée</translation>
    </message>
    <message>
        <source>nothing on the table to remove</source>
        <translation>rien à retirer sur la table</translation>
    </message>
    <message>
        <source>Cossacks ride in behind the rearmost regiment, at %L1 bands: no regiment ahead of them may regain</source>
        <translation>Les Cosaques arrivent derrière le régiment le plus en arrière, à %L1 bandes : aucun régiment devant eux ne peut récupérer</translation>
    </message>
    <message>
        <source>The %1 play %2</source>
        <translation>Les %1 jouent %2</translation>
    </message>
    <message>
        <source>the %1 cannot move from %2</source>
        <translation>les %1 ne peuvent pas quitter %2</translation>
    </message>
    <message>
        <source>the %1 advance to %2</source>
        <translation>les %1 avancent jusqu&apos;à %2</translation>
    </message>
    <message>
        <source>the %1 retire to %2</source>
        <translation>les %1 se replient jusqu&apos;à %2</translation>
    </message>
    <message>
        <source>the Cossacks stop the %1 regaining</source>
        <translation>les Cosaques empêchent les %1 de récupérer</translation>
    </message>
    <message>
        <source>the %1 are already at full strength</source>
        <translation>les %1 sont déjà au complet</translation>
    </message>
    <message>
        <source>The %1 are destroyed.</source>
        <translation>Les %1 sont détruits.</translation>
    </message>
    <message>
        <source>no battery can fire on the %1</source>
        <translation>aucune batterie ne peut tirer sur les %1</translation>
    </message>
    <message>
        <source>fire on the %1</source>
        <translation>tir sur les %1</translation>
    </message>
    <message>
        <source>%1 in 10</source>
        <translation>%1 sur 10</translation>
    </message>
    <message>
        <source>no loss</source>
        <translation>aucune perte</translation>
    </message>
    <message>
        <source>the %1 are hit (rolled %2 against %3)</source>
        <translation>les %1 sont touchés (%2 obtenu contre %3)</translation>
    </message>
    <message>
        <source>the %1 are missed (rolled %2 against %3)</source>
        <translation>les %1 sont manqués (%2 obtenu contre %3)</translation>
    </message>
    <message>
        <source>The %1 reach the guns and win.</source>
        <translation>Les %1 atteignent les canons et gagnent.</translation>
    </message>
    <message>
        <source>Every regiment is destroyed: the Russians win.</source>
        <translation>Tous les régiments sont détruits : les Russes gagnent.</translation>
    </message>
    <message>
        <source>No regiment holds a card: the game is drawn.</source>
        <translation>Aucun régiment n&apos;a de carte : la partie est nulle.</translation>
    </message>
    <message>
        <source>This is not a saved Tennyson game.</source>
        <translation>Ce n&apos;est pas une partie Tennyson enregistrée.</translation>
    </message>
    <message>
        <source>This game was saved by a newer Vedette (version %1); please update.</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Vedette (version %1) ; veuillez mettre à jour.</translation>
    </message>
    <message>
        <source>The saved game has no valid version.</source>
        <translation>La partie enregistrée n&apos;a pas de version valide.</translation>
    </message>
    <message>
        <source>The saved Tennyson game is damaged.</source>
        <translation>La partie Tennyson enregistrée est endommagée.</translation>
    </message>
    <message numerus="yes">
        <source>the %1 lose a half squadron (%n stand(s) left)</source>
        <translation>
            <numerusform>les %1 perdent un demi-escadron (%n socle restant)</numerusform>
            <numerusform>les %1 perdent un demi-escadron (%n socles restants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %1 regain a half squadron (%n stand(s))</source>
        <translation>
            <numerusform>les %1 récupèrent un demi-escadron (%n socle)</numerusform>
            <numerusform>les %1 récupèrent un demi-escadron (%n socles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a half squadron is lost (%n stand(s) left)</source>
        <translation>
            <numerusform>un demi-escadron est perdu (%n socle restant)</numerusform>
            <numerusform>un demi-escadron est perdu (%n socles restants)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n battery(ies) fire on the %2 at %3; hit on 0-%4 (%5); rolled %6: %7.</source>
        <translation>
            <numerusform>%1 : %n batterie tire sur les %2 à %3 ; touche sur 0-%4 (%5) ; lancer de %6 : %7.</numerusform>
            <numerusform>%1 : %n batteries tirent sur les %2 à %3 ; touche sur 0-%4 (%5) ; lancer de %6 : %7.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n card(s) the game is drawn.</source>
        <translation>
            <numerusform>Après %n carte, la partie est nulle.</numerusform>
            <numerusform>Après %n cartes, la partie est nulle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The glory count is over: the %1 win with %n point(s).</source>
        <translation>
            <numerusform>Le décompte de gloire est terminé : les %1 gagnent avec %n point.</numerusform>
            <numerusform>Le décompte de gloire est terminé : les %1 gagnent avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The glory count is over: a tie at %n point(s), the game is drawn.</source>
        <translation>
            <numerusform>Le décompte de gloire est terminé : égalité à %n point, la partie est nulle.</numerusform>
            <numerusform>Le décompte de gloire est terminé : égalité à %n points, la partie est nulle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deck is exhausted: the discard pile of %n card(s) is shuffled into a new deck.</source>
        <translation>
            <numerusform>La pioche est épuisée : la défausse de %n carte est mélangée pour former une nouvelle pioche.</numerusform>
            <numerusform>La pioche est épuisée : la défausse de %n cartes est mélangée pour former une nouvelle pioche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vedette::server::BattleFollower</name>
    <message>
        <source>There is no battle %1 in this campaign.</source>
        <translation>Il n&apos;y a pas de bataille %1 dans cette campagne.</translation>
    </message>
</context>
<context>
    <name>vedette::server::PlayerServer</name>
    <message>
        <source>This link does not open any side&apos;s view: ask the referee for a new one.</source>
        <translation>Ce lien n&apos;ouvre la vue d&apos;aucun camp : demandez-en un nouveau à l&apos;arbitre.</translation>
    </message>
    <message>
        <source>Too many wrong links came from this device: wait a minute, then try again.</source>
        <translation>Trop de liens erronés sont venus de cet appareil : attendez une minute, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>vedette::server::SideState</name>
    <message>
        <source>Your units</source>
        <translation>Vos unités</translation>
    </message>
    <message>
        <source>Enemy in sight</source>
        <translation>Ennemi en vue</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>No enemy in sight.</source>
        <translation>Aucun ennemi en vue.</translation>
    </message>
    <message>
        <source>No message has reached you.</source>
        <translation>Aucun message ne vous est parvenu.</translation>
    </message>
    <message>
        <source>men</source>
        <translation>hommes</translation>
    </message>
    <message>
        <source>morale counters</source>
        <translation>marqueurs de moral</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation>pas sur la table</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>joue</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <source>The table as you see it</source>
        <translation>La table telle que vous la voyez</translation>
    </message>
    <message>
        <source>This link no longer works: ask the referee for a new one.</source>
        <translation>Ce lien ne fonctionne plus : demandez-en un nouveau à l&apos;arbitre.</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Bond %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Morale phase</source>
        <translation>Phase de moral</translation>
    </message>
    <message>
        <source>Action phase</source>
        <translation>Phase d&apos;action</translation>
    </message>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>The referee&apos;s table is closed; this page will follow it again when it comes back.</source>
        <translation>La table de l&apos;arbitre est fermée ; cette page la suivra de nouveau dès son retour.</translation>
    </message>
    <message>
        <source>Last news at %1.</source>
        <extracomment>%1 is the time (on the phone&apos;s clock) the page last heard from the referee&apos;s table.</extracomment>
        <translation>Dernières nouvelles à %1.</translation>
    </message>
    <message>
        <source>Tap a unit to find it on the table.</source>
        <translation>Touchez une unité pour la trouver sur la table.</translation>
    </message>
    <message>
        <source>Pinch or double-tap to zoom, drag to move.</source>
        <translation>Pincez ou touchez deux fois pour zoomer, glissez pour déplacer.</translation>
    </message>
    <message>
        <source>Whole table</source>
        <translation>Toute la table</translation>
    </message>
</context>
<context>
    <name>vedette::store::CampaignLocation</name>
    <message>
        <source>No campaign was named.</source>
        <translation>Aucune campagne n&apos;a été indiquée.</translation>
    </message>
    <message>
        <source>%1 is not a campaign address: %2 (the form is %3).</source>
        <translation>%1 n&apos;est pas une adresse de campagne : %2 (la forme est %3).</translation>
    </message>
    <message>
        <source>it holds a password; Vedette never keeps one, libpq reads it from ~/.pgpass or PGPASSWORD</source>
        <translation>elle contient un mot de passe ; Vedette n&apos;en garde jamais, libpq le lit dans ~/.pgpass ou PGPASSWORD</translation>
    </message>
    <message>
        <source>it ends in a fragment (#…)</source>
        <translation>elle se termine par un fragment (#…)</translation>
    </message>
    <message>
        <source>it names no database</source>
        <translation>elle ne nomme aucune base</translation>
    </message>
    <message>
        <source>the server on the socket in %1%2</source>
        <translation>le serveur du socket dans %1%2</translation>
    </message>
    <message>
        <source>the local server</source>
        <translation>le serveur local</translation>
    </message>
    <message>
        <source>it has the parameter “%1”, which PostgreSQL&apos;s client library (libpq) does not know</source>
        <translation>elle a le paramètre « %1 », que la bibliothèque cliente de PostgreSQL (libpq) ne connaît pas</translation>
    </message>
    <message>
        <source>libpq cannot read it</source>
        <translation>libpq ne peut pas la lire</translation>
    </message>
    <message>
        <source>the value of “%1” holds a “;”, which Qt&apos;s PostgreSQL driver cannot pass on</source>
        <translation>la valeur de « %1 » contient un « ; », que le pilote PostgreSQL de Qt ne peut pas transmettre</translation>
    </message>
    <message>
        <source>“%1” is not a port</source>
        <translation>« %1 » n&apos;est pas un port</translation>
    </message>
</context>
<context>
    <name>vedette::store::CampaignStore</name>
    <message>
        <source>%1 already exists; a new campaign never overwrites a file.</source>
        <translation>%1 existe déjà ; une nouvelle campagne n&apos;écrase jamais un fichier.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>%1 is being created by another Vedette.</source>
        <translation>%1 est en cours de création par un autre Vedette.</translation>
    </message>
    <message>
        <source>The campaign file %1 does not exist.</source>
        <translation>Le fichier de campagne %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not a Vedette campaign: it is not an SQLite database.</source>
        <translation>%1 n&apos;est pas une campagne Vedette : ce n&apos;est pas une base de données SQLite.</translation>
    </message>
    <message>
        <source>%1 is damaged: the file is cut short. It has not been changed.</source>
        <translation>%1 est endommagé : le fichier est tronqué. Il n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program, not a Vedette campaign.</source>
        <translation>%1 est une base de données SQLite d&apos;un autre programme, pas une campagne Vedette.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). Update Vedette to open it; the file has not been changed.</source>
        <translation>%1 a été écrit par une version plus récente de Vedette (format de campagne %2 ; ce Vedette lit les formats jusqu&apos;à %3). Mettez Vedette à jour pour l&apos;ouvrir ; le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 cannot be changed here (the file or its folder is read-only). It can be opened read-only.</source>
        <translation>%1 ne peut pas être modifié ici (le fichier ou son dossier est en lecture seule). Il peut être ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>%1 is open in another Vedette (process %2 on %3). It can be opened read-only.</source>
        <translation>%1 est ouvert dans un autre Vedette (processus %2 sur %3). Il peut être ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>%1 is not a Vedette campaign.</source>
        <translation>%1 n&apos;est pas une campagne Vedette.</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n&apos;est ouverte.</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name.</source>
        <translation>%1 existe déjà ; choisissez un autre nom.</translation>
    </message>
    <message>
        <source>The copy %1 could not be written: %2</source>
        <translation>La copie %1 n&apos;a pas pu être écrite : %2</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Scénario sans titre</translation>
    </message>
    <message>
        <source>The scenario cannot be imported: %1</source>
        <translation>Le scénario ne peut pas être importé : %1</translation>
    </message>
    <message>
        <source>There is no scenario %1 in this campaign.</source>
        <translation>Il n&apos;y a pas de scénario %1 dans cette campagne.</translation>
    </message>
    <message>
        <source>Scenario %1 in this campaign cannot be read: %2</source>
        <translation>Le scénario %1 de cette campagne ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Battle “%1” begins from the scenario “%2”, with the strengths at the end of battle %3.</source>
        <translation>La bataille « %1 » commence à partir du scénario « %2 », avec les effectifs de la fin de la bataille %3.</translation>
    </message>
    <message>
        <source>Battle “%1” begins from the scenario “%2”.</source>
        <translation>La bataille « %1 » commence à partir du scénario « %2 ».</translation>
    </message>
    <message>
        <source>There is no battle %1 in this campaign.</source>
        <translation>Il n&apos;y a pas de bataille %1 dans cette campagne.</translation>
    </message>
    <message>
        <source>A note needs some text.</source>
        <translation>Une note nécessite du texte.</translation>
    </message>
    <message>
        <source>There is no log entry %1.</source>
        <translation>Il n&apos;y a pas d&apos;entrée de journal %1.</translation>
    </message>
    <message>
        <source>Log entry %1 is already void (by entry %2).</source>
        <translation>L&apos;entrée de journal %1 est déjà invalidée (par l&apos;entrée %2).</translation>
    </message>
    <message>
        <source>Log entry %1 voids another entry and cannot itself be voided.</source>
        <translation>L&apos;entrée de journal %1 invalide une autre entrée et ne peut pas être invalidée elle-même.</translation>
    </message>
    <message>
        <source>Entry %1 voided: “%2”</source>
        <translation>Entrée %1 invalidée : « %2 »</translation>
    </message>
    <message>
        <source>Entry %1 voided: “%2” (%3)</source>
        <translation>Entrée %1 invalidée : « %2 » (%3)</translation>
    </message>
    <message>
        <source>A battle&apos;s dice seed cannot be 0.</source>
        <translation>La graine des dés d&apos;une bataille ne peut pas valoir 0.</translation>
    </message>
    <message>
        <source>%1 is damaged: part of it cannot be read (it may have been cut short or overwritten). It has not been changed; a backup copy may hold the campaign.</source>
        <translation>%1 est endommagé : une partie du fichier ne peut pas être lue (il a peut-être été tronqué ou écrasé). Il n&apos;a pas été modifié ; une copie de sauvegarde contient peut-être la campagne.</translation>
    </message>
    <message>
        <source>%1 needs updating to the current campaign format, but the copy to keep beside it could not be made (is the disk full?). It has not been changed.</source>
        <translation>%1 doit être mis à jour vers le format de campagne actuel, mais la copie à conserver à côté n&apos;a pas pu être créée (le disque est-il plein ?). Il n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 could not be updated to the current campaign format: it is damaged, or the disk is full. It has not been changed.</source>
        <translation>%1 n&apos;a pas pu être mis à jour vers le format de campagne actuel : il est endommagé, ou le disque est plein. Il n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 could not be updated to the current campaign format: it is damaged, or the disk is full. The copy made before is %2.</source>
        <translation>%1 n&apos;a pas pu être mis à jour vers le format de campagne actuel : il est endommagé, ou le disque est plein. La copie faite auparavant est %2.</translation>
    </message>
    <message>
        <source>A table, turn or state of play needs a battle.</source>
        <translation>Une table, un tour ou un état de jeu nécessite une bataille.</translation>
    </message>
    <message>
        <source>Entries of a game belong to no battle and need that game.</source>
        <translation>Les entrées d&apos;une partie n&apos;appartiennent à aucune bataille et nécessitent cette partie.</translation>
    </message>
    <message>
        <source>Voiding entries needs an entry that says why.</source>
        <translation>Invalider des entrées nécessite une entrée qui en donne la raison.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>Un modèle nécessite un nom.</translation>
    </message>
    <message>
        <source>A template is of a unit or of a division, not &quot;%1&quot;.</source>
        <translation>Un modèle porte sur une unité ou sur une division, pas &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Unknown rule system &quot;%1&quot;.</source>
        <translation>Système de règles inconnu &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The template cannot be saved: %1</source>
        <translation>Le modèle ne peut pas être enregistré : %1</translation>
    </message>
    <message>
        <source>A template holds at least one unit.</source>
        <translation>Un modèle contient au moins une unité.</translation>
    </message>
    <message>
        <source>There is no template %1 in this campaign.</source>
        <translation>Il n&apos;y a pas de modèle %1 dans cette campagne.</translation>
    </message>
    <message>
        <source>The campaign file could not be written or read: %1</source>
        <translation>Le fichier de campagne n&apos;a pas pu être écrit ou lu : %1</translation>
    </message>
    <message>
        <source>The campaign is open read-only; nothing can be changed.</source>
        <translation>La campagne est ouverte en lecture seule ; rien ne peut être modifié.</translation>
    </message>
    <message>
        <source>Cannot start writing the campaign: %1</source>
        <translation>Impossible de commencer l&apos;écriture de la campagne : %1</translation>
    </message>
    <message>
        <source>Cannot write the campaign: %1</source>
        <translation>Impossible d&apos;écrire la campagne : %1</translation>
    </message>
    <message>
        <source>Qt&apos;s SQLite driver (QSQLITE) is missing; install the package libqt6sql6-sqlite.</source>
        <translation>Le pilote SQLite de Qt (QSQLITE) est manquant ; installez le paquet libqt6sql6-sqlite.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>The table of battle %1 cannot be read: %2</source>
        <translation>La table de la bataille %1 ne peut pas être lue : %2</translation>
    </message>
    <message>
        <source>This change cannot be saved: %1</source>
        <translation>Cette modification ne peut pas être enregistrée : %1</translation>
    </message>
    <message>
        <source>This change cannot be saved: the table&apos;s %1 could not be written.</source>
        <translation>Cette modification ne peut pas être enregistrée : l&apos;élément « %1 » de la table n&apos;a pas pu être écrit.</translation>
    </message>
    <message>
        <source>A game state needs a kind.</source>
        <translation>Un état de partie nécessite un type.</translation>
    </message>
    <message>
        <source>There is no game %1 in this campaign.</source>
        <translation>Il n&apos;y a pas de partie %1 dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 is damaged: part of its log cannot be read. Nothing more is written to it; it has not been changed since it was opened. A backup copy may hold the campaign.</source>
        <translation>%1 est endommagé : une partie de son journal ne peut être lue. Plus rien n&apos;y est écrit ; il n&apos;a pas été modifié depuis son ouverture. Une copie de sauvegarde contient peut-être la campagne.</translation>
    </message>
    <message>
        <source>The campaign %1 is of an older campaign format (%2); open it once in this Vedette to update it, then copy it.</source>
        <translation>La campagne %1 est d&apos;un format plus ancien (%2) ; ouvrez-la une fois dans ce Vedette pour la mettre à jour, puis copiez-la.</translation>
    </message>
    <message>
        <source>The campaign %1 could not be read: %2</source>
        <translation>La campagne %1 n&apos;a pas pu être lue : %2</translation>
    </message>
    <message>
        <source>The campaign %1 could not be written or read: %2</source>
        <translation>La campagne %1 n&apos;a pas pu être écrite ou lue : %2</translation>
    </message>
    <message>
        <source>“%1” on %2</source>
        <translation>« %1 » sur %2</translation>
    </message>
    <message>
        <source>Cannot open %1: Qt&apos;s PostgreSQL driver (QPSQL) is missing; install the package libqt6sql6-psql.</source>
        <translation>Impossible d&apos;ouvrir %1 : le pilote PostgreSQL de Qt (QPSQL) manque ; installez le paquet libqt6sql6-psql.</translation>
    </message>
    <message>
        <source>the server refused the password of user “%1” (Vedette reads it from ~/.pgpass or PGPASSWORD)</source>
        <translation>le serveur a refusé le mot de passe de l&apos;utilisateur « %1 » (Vedette le lit dans ~/.pgpass ou PGPASSWORD)</translation>
    </message>
    <message>
        <source>the server knows no user “%1”</source>
        <translation>le serveur ne connaît aucun utilisateur « %1 »</translation>
    </message>
    <message>
        <source>the server does not let this user in</source>
        <translation>le serveur ne laisse pas entrer cet utilisateur</translation>
    </message>
    <message>
        <source>the server has no database of that name (create it with createdb)</source>
        <translation>le serveur n&apos;a aucune base de ce nom (créez-la avec createdb)</translation>
    </message>
    <message>
        <source>the server cannot be reached (is it running, and are the host, port and socket folder right?)</source>
        <translation>le serveur est injoignable (tourne-t-il, et l&apos;hôte, le port et le dossier du socket sont-ils justes ?)</translation>
    </message>
    <message>
        <source>Cannot open the campaign “%1” on %2: %3. (%4)</source>
        <translation>Impossible d&apos;ouvrir la campagne « %1 » sur %2 : %3. (%4)</translation>
    </message>
    <message>
        <source>The database %1 holds no Vedette campaign: it is empty (vedette-cli campaign copy puts one there). Nothing was changed.</source>
        <translation>La base %1 ne contient aucune campagne Vedette : elle est vide (vedette-cli campaign copy y en met une). Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The database %1 holds something else, not a Vedette campaign. Nothing was changed.</source>
        <translation>La base %1 contient autre chose qu&apos;une campagne Vedette. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The campaign %1 was written by a newer Vedette (campaign format %2; this Vedette reads formats up to %3). Update Vedette to open it; nothing on the server was changed.</source>
        <translation>La campagne %1 a été écrite par une version plus récente de Vedette (format de campagne %2 ; ce Vedette lit les formats jusqu&apos;à %3). Mettez Vedette à jour pour l&apos;ouvrir ; rien n&apos;a été modifié sur le serveur.</translation>
    </message>
    <message>
        <source>The campaign %1 could not be updated to the current campaign format: %2. Nothing on the server was changed.</source>
        <translation>La campagne %1 n&apos;a pas pu être mise au format de campagne actuel : %2. Rien n&apos;a été modifié sur le serveur.</translation>
    </message>
    <message>
        <source>The campaign %1 has lost its campaign row; it cannot be opened.</source>
        <translation>La campagne %1 a perdu sa ligne de campagne ; elle ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>The database %1 already holds a Vedette campaign; a new campaign never overwrites one. Nothing was changed.</source>
        <translation>La base %1 contient déjà une campagne Vedette ; une nouvelle campagne n&apos;en écrase jamais une autre. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The database %1 holds other tables; a campaign goes into an empty database. Nothing was changed.</source>
        <translation>La base %1 contient d&apos;autres tables ; une campagne va dans une base vide. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The campaign %1 could not be created: %2. Nothing was changed.</source>
        <translation>La campagne %1 n&apos;a pas pu être créée : %2. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The connection to the campaign %1 was lost and could not be made again: %2</source>
        <translation>La connexion à la campagne %1 a été perdue et n&apos;a pas pu être rétablie : %2</translation>
    </message>
    <message>
        <source>Battle %1 is being played by another referee.</source>
        <translation>La bataille %1 est jouée par un autre arbitre.</translation>
    </message>
    <message>
        <source>%1 is the campaign itself; choose another place for the copy.</source>
        <translation>%1 est la campagne elle-même ; choisissez un autre endroit pour la copie.</translation>
    </message>
    <message>
        <source>Battle %1 is being played by %2 at another table; the step was not written. It can be followed here, not played.</source>
        <translation>La bataille %1 est jouée par %2 à une autre table ; l&apos;étape n&apos;a pas été écrite. On peut la suivre ici, pas la jouer.</translation>
    </message>
    <message>
        <source>Battle %1 is being played by %2 at another table. It can be followed here, not played.</source>
        <translation>La bataille %1 est jouée par %2 à une autre table. On peut la suivre ici, pas la jouer.</translation>
    </message>
    <message>
        <source>%1 is open in another Vedette. It can be opened read-only.</source>
        <translation>%1 est ouvert dans un autre Vedette. Il peut être ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>%1 cannot be locked for writing (%2). It can be opened read-only.</source>
        <translation>%1 ne peut pas être verrouillé en écriture (%2). Il peut être ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>the server does not offer encrypted connections (SSL), which the address asks for with sslmode=%1</source>
        <translation>le serveur n&apos;offre pas de connexions chiffrées (SSL), que l&apos;adresse demande avec sslmode=%1</translation>
    </message>
    <message>
        <source>the encrypted connection (SSL) the address asks for could not be made</source>
        <translation>la connexion chiffrée (SSL) que l&apos;adresse demande n&apos;a pas pu être établie</translation>
    </message>
</context>
<context>
    <name>vedette::store::DefaultCampaign</name>
    <message>
        <source>Vedette campaign</source>
        <translation>Campagne Vedette</translation>
    </message>
    <message>
        <source>This Vedette has no bundled scenarios.</source>
        <translation>Ce Vedette ne contient aucun scénario fourni.</translation>
    </message>
    <message>
        <source>Cannot read the bundled scenario %1.</source>
        <translation>Impossible de lire le scénario fourni %1.</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>Impossible de créer %1.</translation>
    </message>
</context>
<context>
    <name>vedette::store::LogExport</name>
    <message>
        <source>Campaign log</source>
        <translation>Journal de campagne</translation>
    </message>
    <message>
        <source>%1: campaign log</source>
        <translation>%1 : journal de campagne</translation>
    </message>
    <message>
        <source>No entries.</source>
        <translation>Aucune entrée.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Bataille %1</translation>
    </message>
    <message>
        <source>void (entry %1)</source>
        <translation>invalidée (entrée %1)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
</context>
<context>
    <name>vedette::store::Migrations</name>
    <message>
        <source>Cannot read the migration %1.</source>
        <translation>Impossible de lire la migration %1.</translation>
    </message>
    <message>
        <source>Migration to schema version %1 failed: %2</source>
        <translation>La migration vers la version de schéma %1 a échoué : %2</translation>
    </message>
    <message>
        <source>The campaign&apos;s schema could not be started: %1</source>
        <translation>Le schéma de la campagne n&apos;a pas pu être créé : %1</translation>
    </message>
</context>
<context>
    <name>vedette::table::Deployment</name>
    <message>
        <source>%1 would overlap %2.</source>
        <translation>%1 empiéterait sur %2.</translation>
    </message>
    <message>
        <source>%1 would not fit on the table there.</source>
        <translation>%1 ne tiendrait pas sur la table à cet endroit.</translation>
    </message>
    <message>
        <source>%1 would stand outside its side&apos;s deployment zone.</source>
        <translation>%1 se trouverait hors de la zone de déploiement de son camp.</translation>
    </message>
    <message>
        <source>%1 would stand in %2, which is impassable.</source>
        <translation>%1 se trouverait dans %2, qui est infranchissable.</translation>
    </message>
    <message>
        <source>There is no unit &quot;%1&quot;.</source>
        <translation>Il n&apos;y a pas d&apos;unité &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No unit to deploy.</source>
        <translation>Aucune unité à déployer.</translation>
    </message>
    <message>
        <source>%1 is wider than the area it is to deploy in.</source>
        <translation>%1 est plus large que la zone où elle doit se déployer.</translation>
    </message>
    <message numerus="yes">
        <source>The units do not fit: %n more row(s) would reach beyond the back of the area.</source>
        <translation>
            <numerusform>Les unités ne tiennent pas : %n rangée de plus dépasserait le fond de la zone.</numerusform>
            <numerusform>Les unités ne tiennent pas : %n rangées de plus dépasseraient le fond de la zone.</numerusform>
        </translation>
    </message>
    <message>
        <source>The units do not fit in the area: %1 finds no room.</source>
        <translation>Les unités ne tiennent pas dans la zone : %1 ne trouve pas de place.</translation>
    </message>
    <message>
        <source>Every unit of the side is on the table.</source>
        <translation>Toutes les unités du camp sont sur la table.</translation>
    </message>
</context>
<context>
    <name>vedette::table::Geometry</name>
    <message>
        <source>front</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>flank</source>
        <translation>flanc</translation>
    </message>
    <message>
        <source>rear</source>
        <translation>arrière</translation>
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
        <translation>illimitée</translation>
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
        <translation>Note</translation>
    </message>
    <message>
        <source>Morale counter</source>
        <translation>Marqueur de moral</translation>
    </message>
    <message>
        <source>Casualties</source>
        <translation>Pertes</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
</context>
<context>
    <name>vedette::table::MoveCheck</name>
    <message>
        <source>The move crosses impassable terrain (%1).</source>
        <translation>Le mouvement traverse un terrain infranchissable (%1).</translation>
    </message>
    <message>
        <source>%1 in %2 cannot enter bad going (%3).</source>
        <translation>%1 en %2 ne peut pas entrer en terrain difficile (%3).</translation>
    </message>
    <message>
        <source>The move passes through %1.</source>
        <translation>Le mouvement passe à travers %1.</translation>
    </message>
    <message>
        <source>The move ends off the table.</source>
        <translation>Le mouvement se termine hors de la table.</translation>
    </message>
    <message>
        <source>The move costs %1 of an allowance of %2.</source>
        <translation>Le mouvement coûte %1 sur %2 autorisés.</translation>
    </message>
    <message>
        <source>The wheel runs into %1.</source>
        <translation>La conversion se heurte à %1.</translation>
    </message>
    <message>
        <source>The wheel crosses impassable terrain (%1).</source>
        <translation>La conversion traverse un terrain infranchissable (%1).</translation>
    </message>
    <message>
        <source>The wheel ends off the table.</source>
        <translation>La conversion se termine hors de la table.</translation>
    </message>
    <message>
        <source>The wheel costs %1 of an allowance of %2.</source>
        <translation>La conversion coûte %1 sur %2 autorisés.</translation>
    </message>
</context>
<context>
    <name>vedette::table::OrderOfBattleCsv</name>
    <message>
        <source>The file is larger than %1 MB; an order of battle is far smaller.</source>
        <translation>Le fichier dépasse %1 Mo ; un ordre de bataille est bien plus petit.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text; save it from the spreadsheet as &quot;CSV UTF-8&quot;.</source>
        <translation>Le fichier n&apos;est pas du texte UTF-8 ; enregistrez-le depuis le tableur au format &quot;CSV UTF-8&quot;.</translation>
    </message>
    <message>
        <source>The file is not text (it holds a NUL character).</source>
        <translation>Le fichier n&apos;est pas du texte (il contient un caractère NUL).</translation>
    </message>
    <message>
        <source>The file is empty; the first row must name the columns (%1).</source>
        <translation>Le fichier est vide ; la première ligne doit nommer les colonnes (%1).</translation>
    </message>
    <message>
        <source>line %1: unknown column &quot;%2&quot; (the columns are: %3)</source>
        <translation>ligne %1 : colonne inconnue &quot;%2&quot; (les colonnes sont : %3)</translation>
    </message>
    <message>
        <source>line %1: the column &quot;%2&quot; is there twice</source>
        <translation>ligne %1 : la colonne &quot;%2&quot; figure deux fois</translation>
    </message>
    <message>
        <source>line %1: the column &quot;%2&quot; is missing</source>
        <translation>ligne %1 : la colonne &quot;%2&quot; manque</translation>
    </message>
    <message>
        <source>line %1, id: &quot;%2&quot; is already used on line %3</source>
        <translation>ligne %1, id : &quot;%2&quot; est déjà utilisé à la ligne %3</translation>
    </message>
    <message>
        <source>line %1, id: &quot;%2&quot; is already used in this battle</source>
        <translation>ligne %1, id : &quot;%2&quot; est déjà utilisé dans cette bataille</translation>
    </message>
    <message>
        <source>line %1, general: no general &quot;%2&quot; (a row with arm general, by its id or name)</source>
        <translation>ligne %1, general : aucun général &quot;%2&quot; (une ligne avec arm general, par son id ou son nom)</translation>
    </message>
    <message>
        <source>line %1, general: %2 generals are called &quot;%3&quot;; give his id</source>
        <translation>ligne %1, general : %2 généraux s&apos;appellent &quot;%3&quot; ; donnez son id</translation>
    </message>
    <message>
        <source>line %1, general: %2 is not of the side %3</source>
        <translation>ligne %1, general : %2 n&apos;est pas du camp %3</translation>
    </message>
    <message>
        <source>line %1, general: %2 is already with the unit on line %3</source>
        <translation>ligne %1, general : %2 est déjà avec l&apos;unité de la ligne %3</translation>
    </message>
    <message>
        <source>line %1, general: %2 is already with %3</source>
        <translation>ligne %1, general : %2 est déjà avec %3</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s).</source>
        <translation>
            <numerusform>… et %n autre problème.</numerusform>
            <numerusform>… et %n autres problèmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; an order of battle is far smaller.</source>
        <translation>%1 dépasse %2 Mo ; un ordre de bataille est bien plus petit.</translation>
    </message>
    <message>
        <source>line %1: text after the closing quote of a cell</source>
        <translation>ligne %1 : texte après le guillemet fermant d&apos;une cellule</translation>
    </message>
    <message>
        <source>The file has more than %1 rows.</source>
        <translation>Le fichier a plus de %1 lignes.</translation>
    </message>
    <message>
        <source>line %1: more than %2 cells</source>
        <translation>ligne %1 : plus de %2 cellules</translation>
    </message>
    <message>
        <source>line %1: a quote is opened and never closed</source>
        <translation>ligne %1 : un guillemet est ouvert et jamais fermé</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>ligne %1, %2 : %3</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>doit être un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2</source>
        <translation>doit être un nombre de %1 à %2</translation>
    </message>
    <message>
        <source>must be yes or no</source>
        <translation>doit valoir yes ou no</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>doit être l&apos;une des valeurs : %1</translation>
    </message>
    <message>
        <source>must be empty on a general&apos;s row</source>
        <translation>doit être vide sur la ligne d&apos;un général</translation>
    </message>
    <message>
        <source>only a general&apos;s row (arm general) has this</source>
        <translation>seule la ligne d&apos;un général (arm general) a cette valeur</translation>
    </message>
    <message>
        <source>only horse and dragoons have a horse weight</source>
        <translation>seules la cavalerie et les dragons ont un poids de cavalerie</translation>
    </message>
    <message>
        <source>only dragoons mount and dismount</source>
        <translation>seuls les dragons montent à cheval et mettent pied à terre</translation>
    </message>
    <message>
        <source>only artillery has guns</source>
        <translation>seule l&apos;artillerie a des canons</translation>
    </message>
    <message>
        <source>%1 must be one of: %2</source>
        <translation>%1 doit être l&apos;une des valeurs : %2</translation>
    </message>
    <message>
        <source>dismounted dragoons are always in single-line (mounted yes for another formation)</source>
        <translation>les dragons à pied sont toujours en single-line (mounted yes pour une autre formation)</translation>
    </message>
    <message numerus="yes">
        <source>line %1: %2, but the header names %n column(s)</source>
        <translation>
            <numerusform>ligne %1 : %2, mais l&apos;en-tête nomme %n colonne</numerusform>
            <numerusform>ligne %1 : %2, mais l&apos;en-tête nomme %n colonnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n valeur</numerusform>
            <numerusform>%n valeurs</numerusform>
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
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>has more than %1 entries</source>
        <translation>contient plus de %1 entrées</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>doit être du texte</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>doit être un nombre fini</translation>
    </message>
    <message>
        <source>must be from %1 to %2</source>
        <translation>doit être compris entre %1 et %2</translation>
    </message>
    <message>
        <source>must be more than zero</source>
        <translation>doit être supérieur à zéro</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>doit être un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation>valeur inconnue pour %1 : &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be a pair of numbers [x, y]</source>
        <translation>doit être une paire de nombres [x, y]</translation>
    </message>
    <message>
        <source>must be finite numbers within %1 mm</source>
        <translation>doivent être des nombres finis dans la limite de %1 mm</translation>
    </message>
    <message>
        <source>must be a list of [x, y] points</source>
        <translation>doit être une liste de points [x, y]</translation>
    </message>
    <message>
        <source>has more than %1 points</source>
        <translation>contient plus de %1 points</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colour (use #rrggbb)</source>
        <translation>&quot;%1&quot; n&apos;est pas une couleur (utilisez #rrggbb)</translation>
    </message>
    <message>
        <source>must be a number from 1 to 100 or &quot;impassable&quot;</source>
        <translation>doit être un nombre de 1 à 100 ou &quot;impassable&quot;</translation>
    </message>
    <message>
        <source>rule system</source>
        <translation>système de règles</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>must name a unit</source>
        <translation>doit nommer une unité</translation>
    </message>
    <message>
        <source>must be &quot;elements&quot; or &quot;stands&quot;</source>
        <translation>doit valoir &quot;elements&quot; ou &quot;stands&quot;</translation>
    </message>
    <message>
        <source>unit type</source>
        <translation>type d&apos;unité</translation>
    </message>
    <message>
        <source>horse weight</source>
        <translation>poids de la cavalerie</translation>
    </message>
    <message>
        <source>formation</source>
        <translation>formation</translation>
    </message>
    <message>
        <source>%1 cannot be in %2</source>
        <translation>%1 ne peut pas être en %2</translation>
    </message>
    <message>
        <source>troop class</source>
        <translation>classe de troupe</translation>
    </message>
    <message>
        <source>unknown marker &quot;%1&quot;</source>
        <translation>marqueur inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordre</translation>
    </message>
    <message>
        <source>terrain type</source>
        <translation>type de terrain</translation>
    </message>
    <message>
        <source>cover class</source>
        <translation>classe de couvert</translation>
    </message>
    <message>
        <source>Not a valid scenario file: %1 at character %2.</source>
        <translation>Fichier de scénario non valide : %1 au caractère %2.</translation>
    </message>
    <message>
        <source>Not a valid scenario file: the top level must be an object.</source>
        <translation>Fichier de scénario non valide : le niveau supérieur doit être un objet.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a scenario.</source>
        <translation>%1 est trop volumineux pour être un scénario.</translation>
    </message>
    <message>
        <source>Not a Vedette scenario (&quot;format&quot; must be &quot;%1&quot;).</source>
        <translation>Ce n&apos;est pas un scénario Vedette (&quot;format&quot; doit valoir &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>version: must be a whole number from 1</source>
        <translation>version : doit être un nombre entier à partir de 1</translation>
    </message>
    <message>
        <source>This scenario was written by a newer Vedette (format version %1); this one reads version %2. Please update Vedette.</source>
        <translation>Ce scénario a été écrit par une version plus récente de Vedette (version de format %1) ; celle-ci lit la version %2. Veuillez mettre Vedette à jour.</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>identifiant en double &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown side &quot;%1&quot;</source>
        <translation>camp inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown general &quot;%1&quot;</source>
        <translation>général inconnu &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot;</source>
        <translation>unité inconnue &quot;%1&quot;</translation>
    </message>
    <message>
        <source>marker kind</source>
        <translation>type de marqueur</translation>
    </message>
    <message>
        <source>needs both &quot;x&quot; and &quot;y&quot;, or neither</source>
        <translation>nécessite à la fois &quot;x&quot; et &quot;y&quot;, ou aucun des deux</translation>
    </message>
    <message>
        <source>must be [x, y, width, height]</source>
        <translation>doit être [x, y, largeur, hauteur]</translation>
    </message>
    <message>
        <source>must be [x, y, width, height] with a width and height above 0</source>
        <translation>doit être [x, y, largeur, hauteur] avec une largeur et une hauteur supérieures à 0</translation>
    </message>
</context>
<context>
    <name>vedette::table::TemplateJson</name>
    <message>
        <source>A template holds a list of units (and of generals).</source>
        <translation>Un modèle contient une liste d&apos;unités (et de généraux).</translation>
    </message>
</context>
<context>
    <name>vedette::table::Terrain</name>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Bâtiments</translation>
    </message>
    <message>
        <source>Steep slope</source>
        <translation>Pente raide</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivière</translation>
    </message>
    <message>
        <source>Hill</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>No cover</source>
        <translation>Sans couvert</translation>
    </message>
    <message>
        <source>Light cover</source>
        <translation>Couvert léger</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <translation>Couvert moyen</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <translation>Couvert lourd</translation>
    </message>
</context>
<context>
    <name>vedette::table::UnitTypes</name>
    <message>
        <source>No rules</source>
        <translation>Sans règles</translation>
    </message>
    <message>
        <source>Brown, The Mechanics of a Charge</source>
        <translation>Brown, The Mechanics of a Charge</translation>
    </message>
    <message>
        <source>Balagan&apos;s Marlburian Rules</source>
        <translation>Balagan&apos;s Marlburian Rules</translation>
    </message>
    <message>
        <source>Foot</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Dragoons</source>
        <translation>Dragons</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Légère</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Lourde</translation>
    </message>
    <message>
        <source>Single line</source>
        <translation>Ligne simple</translation>
    </message>
    <message>
        <source>Double line</source>
        <translation>Ligne double</translation>
    </message>
    <message>
        <source>Column of march</source>
        <translation>Colonne de marche</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Closed column</source>
        <translation>Colonne serrée</translation>
    </message>
    <message>
        <source>Limbered</source>
        <translation>Attelée</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <translation>En batterie</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Inexpérimenté</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avance</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Maintien</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Ébranlé</translation>
    </message>
    <message>
        <source>Disordered</source>
        <translation>Désordonné</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Brisé</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Déroute</translation>
    </message>
    <message>
        <source>Blown</source>
        <translation>Essoufflé</translation>
    </message>
    <message>
        <source>Firefight</source>
        <translation>Échange de tirs</translation>
    </message>
</context>
<context>
    <name>vedette::table::Validation</name>
    <message>
        <source>The table size must be a number.</source>
        <translation>La taille de la table doit être un nombre.</translation>
    </message>
    <message>
        <source>The table must be wider and longer than zero.</source>
        <translation>La table doit avoir une largeur et une longueur supérieures à zéro.</translation>
    </message>
    <message>
        <source>The table may be at most 100 m on a side.</source>
        <translation>La table peut mesurer au plus 100 m de côté.</translation>
    </message>
    <message>
        <source>The terrain outline has a point that is not a number.</source>
        <translation>Le contour du terrain a un point qui n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>A terrain outline needs at least three different points.</source>
        <translation>Un contour de terrain nécessite au moins trois points différents.</translation>
    </message>
    <message>
        <source>The terrain outline crosses itself; draw it without crossing lines.</source>
        <translation>Le contour du terrain se croise lui-même ; tracez-le sans lignes qui se croisent.</translation>
    </message>
    <message>
        <source>The terrain outline encloses no area.</source>
        <translation>Le contour du terrain n&apos;entoure aucune surface.</translation>
    </message>
    <message>
        <source>A terrain piece has no id.</source>
        <translation>Un élément de terrain n&apos;a pas d&apos;identifiant.</translation>
    </message>
    <message>
        <source>A hill&apos;s height must be zero or more.</source>
        <translation>La hauteur d&apos;une colline doit être nulle ou positive.</translation>
    </message>
    <message>
        <source>The unit does not fit on the table there.</source>
        <translation>L&apos;unité ne tient pas sur la table à cet endroit.</translation>
    </message>
    <message>
        <source>A unit has no id.</source>
        <translation>Une unité n&apos;a pas d&apos;identifiant.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; belongs to no known side (&quot;%2&quot;).</source>
        <translation>L&apos;unité &quot;%1&quot; n&apos;appartient à aucun camp connu (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; has a position that is not a number.</source>
        <translation>L&apos;unité &quot;%1&quot; a une position qui n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; has a negative strength or count.</source>
        <translation>L&apos;unité &quot;%1&quot; a un effectif ou un nombre négatif.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; must have from 1 to 100 stands.</source>
        <translation>L&apos;unité &quot;%1&quot; doit avoir de 1 à 100 socles.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; has stands of no size.</source>
        <translation>L&apos;unité &quot;%1&quot; a des socles sans taille.</translation>
    </message>
    <message>
        <source>%1 cannot be in %2.</source>
        <translation>%1 ne peut pas être en %2.</translation>
    </message>
    <message>
        <source>Unit &quot;%1&quot; is placed off the table.</source>
        <translation>L&apos;unité &quot;%1&quot; est placée hors de la table.</translation>
    </message>
    <message>
        <source>Terrain &quot;%1&quot;: %2</source>
        <translation>Terrain &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>General &quot;%1&quot; belongs to no known side (&quot;%2&quot;).</source>
        <translation>Le général &quot;%1&quot; n&apos;appartient à aucun camp connu (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>General &quot;%1&quot; is attached to no known unit (&quot;%2&quot;).</source>
        <translation>Le général &quot;%1&quot; n&apos;est rattaché à aucune unité connue (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>General &quot;%1&quot; is attached to &quot;%2&quot;, a unit of the other side (%3).</source>
        <translation>Le général &quot;%1&quot; est rattaché à &quot;%2&quot;, une unité de l&apos;autre camp (%3).</translation>
    </message>
</context>
<context>
    <name>vedette::vision::MarkerSheet</name>
    <message>
        <source>%1 cannot be written.</source>
        <translation>%1 ne peut pas être écrit.</translation>
    </message>
    <message>
        <source>Reference %1</source>
        <translation>Référence %1</translation>
    </message>
</context>
</TS>
