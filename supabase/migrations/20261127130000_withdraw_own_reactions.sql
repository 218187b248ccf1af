-- A user may always withdraw their own reactions. The delete policy also required the chart to be
-- public and approved, so once its owner made it private (or edited it, which resets approval) a
-- removal matched no row: PostgREST answered 200 with nothing deleted, and the reaction came back
-- with the chart's next approval. Adding stays limited to public approved charts; nobody may remove
-- anyone else's reaction, not even the chart's owner. The rate-limit trigger still counts removals.
drop policy "Users remove their own reactions on public approved charts" on public.chart_reaction;

create policy "Users remove their own reactions" on public.chart_reaction
  for delete to authenticated
  using (user_id = (select auth.uid()));
