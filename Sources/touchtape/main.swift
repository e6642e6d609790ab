print("touchtape")
