-- catalog_refresh() is the catalog's function (004, 005) and schedule_refresh() the schedule's (007); the seed calls
-- both. 007 used to wrap catalog_refresh() in a function that also called schedule_refresh(), renaming the catalog's
-- to catalog_refresh_before_schedule. A database migrated while 007 did so still has that wrapper: put the catalog's
-- own function back under its name, so every database, fresh or migrated, ends with the same functions. Both refresh
-- functions only fill what is missing, so a seed on a database that had the wrapper ran the same statements.
DO $$
BEGIN
  IF to_regprocedure('catalog_refresh_before_schedule()') IS NOT NULL THEN
    DROP FUNCTION catalog_refresh();
    ALTER FUNCTION catalog_refresh_before_schedule() RENAME TO catalog_refresh;
  END IF;
END
$$;
