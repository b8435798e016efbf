CREATE TABLE `local_discord` (
	`id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`saved_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `local_files` (
	`id` text PRIMARY KEY NOT NULL,
	`field` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`data` blob NOT NULL
);
