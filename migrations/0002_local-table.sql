CREATE TABLE `local_discord` (
	`id` integer PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`saved_at` integer NOT NULL
);
