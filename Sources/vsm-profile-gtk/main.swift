import ProfileApp
