-- Some door placards differ by wheel or tire (a Model S on 21-inch wheels takes less than on 19-inch); the note
-- says which fitment the figure is for, so a reader on other wheels knows to check their own label.
alter table tire_pressure_recommendations add column applies_to text
  check (applies_to is null or length(applies_to) between 1 and 200);
