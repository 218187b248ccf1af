-- A moderator approves the version they reviewed. approve_chart approved whatever the chart held
-- when the call arrived, so an owner who edited a pending chart after the moderator loaded the
-- queue had the new content approved unseen. The queue returns each chart's updated_at; passing it
-- back as reviewed_updated_at approves only that version (an edit since moves updated_at, and the
-- call returns false, as when the chart no longer waits). Without it (the service role's scripts)
-- the call approves as before.

drop function public.approve_chart(uuid);

create function public.approve_chart(chart_id uuid, reviewed_updated_at timestamptz default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_moderator() then
    raise exception using errcode = '42501', message = 'Only moderators can approve charts';
  end if;
  update public.radar_chart set is_approved = true
  where id = chart_id and is_public and not is_approved
    and (reviewed_updated_at is null or updated_at = reviewed_updated_at);
  return found;
end;
$$;

revoke all on function public.approve_chart(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.approve_chart(uuid, timestamptz) to authenticated, service_role;
