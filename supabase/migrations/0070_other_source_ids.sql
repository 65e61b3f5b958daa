-- A row's figures can come from more than one page: a car's EPA rating from one article and its price or tank
-- size from another, a tire's size from a fitment guide and its EU label from the EPREL sheet. source_id names the
-- main page; these name the others, so every figure can be traced.
alter table ev_models add column other_source_ids text[] not null default '{}';
alter table ice_models add column other_source_ids text[] not null default '{}';
alter table tires add column other_source_ids text[] not null default '{}';
