"""Motion over the table: what happens, shown as it happens.

The table's items (``ui.board``) draw a state and slide to their places; what travels from one place
to another (a tile to its wheel, francs to a purse, a building to the bank, new tiles into the
supply, the round's banner) is drawn here, over the table, by items of this package's own: a picture
of the item taken once, moved along a path. ``director.MotionDirector`` decides what each change of
the game shows; ``shown_move.ShownMove`` shows, step by step, the move of a seat that is not the
person at this table (the computer, a player elsewhere).
"""
