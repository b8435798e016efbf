CREATE TABLE `dm_focus` (
	`user_id` text PRIMARY KEY NOT NULL,
	`game_id` integer NOT NULL,
	`set_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `refused_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`step_id` integer NOT NULL,
	`seat_id` integer NOT NULL,
	`text` text NOT NULL,
	`problems` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seat_id`) REFERENCES `seats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refused_drafts_step_seat_idx` ON `refused_drafts` (`step_id`,`seat_id`);--> statement-breakpoint
ALTER TABLE `games` ADD `exchange_length_ms` integer;