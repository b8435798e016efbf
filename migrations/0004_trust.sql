CREATE TABLE `dm_focus` (
	`user_id` text PRIMARY KEY NOT NULL,
	`game_id` integer NOT NULL,
	`set_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `games` ADD `exchange_length_ms` integer;