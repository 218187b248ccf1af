-- The Recent feed is newest first by updated_at, and every write to a chart moved updated_at, a Public
-- switch too. An approved chart stays approved while its content does not change, so its owner could
-- untick and tick Public (two plain updates, no moderator) and put it back at the top of Recent, as
-- often as they liked: one user could keep their charts above everyone else's. Now an update that
-- leaves an approved chart approved with the same content keeps updated_at. Approving, editing and
-- submitting to the moderation queue move it as before; the approval check on edits is unchanged.
-- Plain PostgreSQL 15+ syntax, as the earlier migrations.

create or replace function public.radar_chart_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
  chart_count integer;
begin
  if tg_op = 'INSERT' or new.data is distinct from old.data then
    problem := public.radar_chart_data_problem(new.data);
    if problem is not null then
      raise exception using errcode = '23514', message = problem;
    end if;
  end if;

  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    -- Serialise concurrent inserts of one user so two at once cannot both pass the count.
    perform pg_advisory_xact_lock(hashtextextended(new.user_id::text, 5));
    select count(*) into chart_count from public.radar_chart where user_id = new.user_id;
    if chart_count >= 5 then
      raise exception using errcode = '23514', message = 'You can save up to 5 charts',
        hint = 'Delete a cloud chart before saving another.';
    end if;
  end if;

  if tg_op = 'UPDATE' then
    -- Changed content needs a new approval before it shows in the feed again.
    if new.data is distinct from old.data and current_user <> 'service_role' then
      new.is_approved := false;
    end if;
    -- An approved chart whose content stays the same keeps its place in Recent: a Public switch
    -- (off, then on again) or a repeated approval does not make it new. Every other write moves
    -- updated_at, as before (an edit, a first approval, a submission to the queue).
    if new.data is not distinct from old.data and old.is_approved and new.is_approved then
      new.updated_at := old.updated_at;
    else
      new.updated_at := now();
    end if;
  end if;
  return new;
end;
$$;

revoke all on function public.radar_chart_before_write() from public, anon, authenticated;
