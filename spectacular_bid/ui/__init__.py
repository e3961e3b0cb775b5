"""The Qt window of Spectacular Bid: widgets that draw what the controller exposes."""
