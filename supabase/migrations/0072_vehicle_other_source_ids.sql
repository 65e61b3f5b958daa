-- A fitment trim's size can be confirmed by a second page (the owner's manual beside a fitment guide, the EPA listing
-- for the trim name); as for cars and tires, source_id names the main page and these name the others.
alter table vehicles add column other_source_ids text[] not null default '{}';
