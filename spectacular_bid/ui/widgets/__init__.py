"""Small parts shared by screens: tile art, clocks, balances, charts."""
