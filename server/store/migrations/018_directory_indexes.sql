-- The attendee directory's reads at conference size (server/attendees/attendee-service.ts, server/meetings/people.ts):
-- each is asked on every page turn or keystroke, and none may read every attendee.
-- server/attendees/directory-query-plans.test.ts checks the plans on PostgreSQL.

-- Facet counts and the listed total: each facet's values are counted from a small index of listed attendees alone.
CREATE INDEX attendees_listed_company ON attendees (company) WHERE listed;
CREATE INDEX attendees_listed_region ON attendees (region) WHERE listed;
-- With the id, it also gives a participation type's label from its first attendee without reading the others.
CREATE INDEX attendees_listed_participation ON attendees (participation, id) WHERE listed;

-- Suggestions and the meeting picker find attendees by the start of a word of their name: a prefix text search on
-- the name words narrows them through this index, and the exact word-start rule is checked on what it finds.
CREATE INDEX attendees_name_words ON attendees USING gin (to_tsvector('simple', translate(name_key, '|', ' '))) WHERE listed;

-- The meeting picker also takes an attendee id, in any case.
CREATE INDEX attendees_lower_id ON attendees (lower(id));
