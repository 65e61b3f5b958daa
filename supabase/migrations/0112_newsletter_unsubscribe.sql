-- Every subscription carries its own unsubscribe token (two random UUIDs: 244 random bits from the server's
-- strong random source), set by the database so that every way of inserting a subscriber gets one.
alter table newsletter_subscribers
  add column unsubscribe_token text not null
    default (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
create unique index newsletter_subscribers_token_idx on newsletter_subscribers (unsubscribe_token);
create index newsletter_subscribers_created_idx on newsletter_subscribers (created_at desc, id desc);
