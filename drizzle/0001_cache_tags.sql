CREATE TABLE "cache_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"stale" bigint,
	"expired" bigint,
	"version" bigserial NOT NULL
);
