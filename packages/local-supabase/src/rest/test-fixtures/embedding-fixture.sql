-- Test-only tables for embedding rules that the project's schema does not have: two foreign keys
-- between the same tables, a self reference, a one-to-one key and a view on a table with keys.
create table public.embed_person (id integer primary key, name text not null);
create table public.embed_message (
  id integer primary key,
  body text not null,
  sender_id integer not null references public.embed_person (id),
  recipient_id integer not null references public.embed_person (id)
);
create table public.embed_passport (
  person_id integer primary key references public.embed_person (id),
  number text not null
);
create table public.embed_node (id integer primary key, parent_id integer references public.embed_node (id));
create view public.embed_sent as select id, body, sender_id from public.embed_message;

insert into public.embed_person values (1, 'Ada'), (2, 'Bo'), (3, 'Cy');
insert into public.embed_message values (10, 'hello', 1, 2), (11, 'hi back', 2, 1), (12, 'to Cy', 1, 3);
insert into public.embed_passport values (1, 'P-1');
insert into public.embed_node values (1, null), (2, 1), (3, 1), (4, 2);
