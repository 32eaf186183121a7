-- The catalog's toggles: "on demand" and "space available" as columns, so a toggle does not read every
-- session document (bench/catalog: the JSON reads took ~90 ms of 5000 sessions). Filled by catalog_refresh_flags(),
-- which catalog_refresh() now calls; the seed calls catalog_refresh().
ALTER TABLE sessions
  ADD COLUMN has_on_demand boolean NOT NULL DEFAULT false,
  ADD COLUMN space_available boolean NOT NULL DEFAULT true;

CREATE FUNCTION catalog_refresh_flags() RETURNS void LANGUAGE sql AS $$
  UPDATE sessions SET
    has_on_demand = coalesce((doc->>'hasOnDemand')::boolean, false),
    space_available = NOT coalesce((doc->>'isCapacityControlled')::boolean, false) OR coalesce((doc->>'roomHasCapacity')::boolean, false);
$$;

ALTER FUNCTION catalog_refresh() RENAME TO catalog_refresh_documents;
CREATE FUNCTION catalog_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_refresh_documents();
  PERFORM catalog_refresh_flags();
END
$$;

SELECT catalog_refresh_flags();
