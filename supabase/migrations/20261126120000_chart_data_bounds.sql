-- Chart data holds only what a chart has: metadata, labels and data, and no list longer than 200
-- items (the most data sets a chart may have). Unknown keys and padding lists passed the first
-- check, and `cs`/`cd` filters over an 85,000-item padding list held PGlite for seconds per request
-- (see packages/local-supabase/README.md, "Slow queries"). Rows already stored are not touched:
-- the check runs when a chart is written.

create or replace function public.radar_chart_data_problem(chart jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  label_count integer;
  data_set jsonb;
  data_set_number integer := 0;
  chart_value jsonb;
begin
  if octet_length(chart::text) > 262144 then
    return 'Chart data is too large (at most 256 KB)';
  end if;
  if jsonb_typeof(chart) <> 'object' then
    return 'Chart data must be an object with metadata, labels and data';
  end if;
  if exists (select from jsonb_object_keys(chart) as key where key not in ('metadata', 'labels', 'data')) then
    return 'Chart data may hold only metadata, labels and data';
  end if;
  -- No list in a chart is longer than its 200 data sets (labels stop at 100): a longer one can only
  -- be padding, and filters over it (cs, cd) cost time in proportion to its length.
  if jsonb_path_exists(chart, 'strict $.** ? (@.type() == "array" && @.size() > 200)') then
    return 'Chart data may hold no list of more than 200 items';
  end if;
  if jsonb_typeof(chart -> 'metadata') is distinct from 'object'
     or jsonb_typeof(chart -> 'metadata' -> 'name') is distinct from 'string' then
    return 'Chart metadata must be an object with a name';
  end if;
  if jsonb_typeof(chart -> 'labels') is distinct from 'array' then
    return 'Chart labels must be a list';
  end if;
  label_count := jsonb_array_length(chart -> 'labels');
  if label_count < 3 then
    return 'A chart needs at least 3 labels';
  end if;
  if exists (
    select from jsonb_array_elements(chart -> 'labels') as label
    where jsonb_typeof(label -> 'name') is distinct from 'string'
  ) then
    return 'Every chart label needs a name';
  end if;
  if jsonb_typeof(chart -> 'data') is distinct from 'array' or jsonb_array_length(chart -> 'data') < 1 then
    return 'A chart needs at least 1 data set';
  end if;
  for data_set in select element from jsonb_array_elements(chart -> 'data') as element loop
    data_set_number := data_set_number + 1;
    if jsonb_typeof(data_set -> 'name') is distinct from 'string' then
      return format('Data set %s needs a name', data_set_number);
    end if;
    if jsonb_typeof(data_set -> 'values') is distinct from 'array' then
      return format('Data set %s needs a list of values', data_set_number);
    end if;
    if jsonb_array_length(data_set -> 'values') <> label_count then
      return format('Data set %s has %s values for %s labels', data_set_number,
        jsonb_array_length(data_set -> 'values'), label_count);
    end if;
    for chart_value in select element from jsonb_array_elements(data_set -> 'values') as element loop
      if jsonb_typeof(chart_value) <> 'number' or (chart_value #>> '{}')::numeric not between 0 and 100 then
        return format('Data set %s has a value outside 0 to 100: %s', data_set_number, chart_value::text);
      end if;
    end loop;
  end loop;
  return null;
end;
$$;
