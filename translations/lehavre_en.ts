<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Amounts</name>
    <message numerus="yes">
        <source>%n francs</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n francs</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n francs</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n francs</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n franc</numerusform>
            <numerusform>%n francs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fish</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n fish</numerusform>
            <numerusform>%n fish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clay</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wood</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n grain</numerusform>
            <numerusform>%n grain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n food</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repetitions</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n repetition</numerusform>
            <numerusform>%n repetitions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n choices</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n choice</numerusform>
            <numerusform>%n choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ways to pay</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n way to pay</numerusform>
            <numerusform>%n ways to pay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different goods</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n good</numerusform>
            <numerusform>%n different goods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n buildings</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n building</numerusform>
            <numerusform>%n buildings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>once</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <extracomment>an amount in the nominative, as a subject or a label (Greek «3 φράγκα»; Hungarian «3 frank»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <comment>acc</comment>
        <extracomment>acc: the amount as the object, accusative (Greek «3 φράγκα»; Hungarian «3 frankot»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <comment>gen</comment>
        <extracomment>gen: the amount in the genitive (Greek «3 φράγκων», «1 φράγκου»; Hungarian possessor/dative «3 franknak»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payments</source>
        <comment>ins</comment>
        <extracomment>ins: the amount as the means, 'with 3 fish' (Greek «με 3 ψάρια»; Hungarian instrumental «3 hallal»)</extracomment>
        <translation>
            <numerusform>%n payment</numerusform>
            <numerusform>%n payments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>The data is nested more than %n levels deep.</source>
        <translation>
            <numerusform>The data is nested more than %n levels deep.</numerusform>
            <numerusform>The data is nested more than %n levels deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A number in it has more than %n digits.</source>
        <translation>
            <numerusform>A number in it has more than %n digits.</numerusform>
            <numerusform>A number in it has more than %n digits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The player name {name} is longer than %n characters.</source>
        <translation>
            <numerusform>The player name {name} is longer than %n characters.</numerusform>
            <numerusform>The player name {name} is longer than %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It lists %n actions, more than any game has.</source>
        <translation>
            <numerusform>It lists %n actions, more than any game has.</numerusform>
            <numerusform>It lists %n actions, more than any game has.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>…and %n more problems in the component data.</source>
        <translation>
            <numerusform>…and %n more problems in the component data.</numerusform>
            <numerusform>…and %n more problems in the component data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n turns of round {round}, {name} is not the one to act.</source>
        <translation>
            <numerusform>After %n turns of round {round}, {name} is not the one to act.</numerusform>
            <numerusform>After %n turns of round {round}, {name} is not the one to act.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a list of %n items</source>
        <translation>
            <numerusform>a list of %n items</numerusform>
            <numerusform>a list of %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>an object of %n entries</source>
        <translation>
            <numerusform>an object of %n entries</numerusform>
            <numerusform>an object of %n entries</numerusform>
        </translation>
    </message>
</context>
</TS>