-- Many sources of a trim's OE tire size (owner's manuals, OpenEV Data, spec sheets) print the size but neither the
-- load index nor the speed rating. Storing the back office's defaults (95, H) in their place would publish minimums
-- nobody stated and hide or admit tires on their strength, so a trim without them keeps none: the vehicle page says
-- "not published" and lists every tire of the size unfiltered. The range checks still hold for the values given.
alter table vehicles alter column load_index_min drop not null;
alter table vehicles alter column speed_rating_min drop not null;

-- A seeded video is only as good as the page that shows its id and title together: the row names that page, as
-- trims and tires name theirs, so it can be checked and is kept on the sources list while a video cites it.
alter table videos add column source_id text references data_sources (id) on update cascade on delete set null;
create index videos_source_idx on videos (source_id) where source_id is not null;
