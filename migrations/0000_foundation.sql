CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`step_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`step_id`) REFERENCES `steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_step_seq_idx` ON `events` (`step_id`,`seq`);--> statement-breakpoint
CREATE INDEX `events_game_idx` ON `events` (`game_id`);--> statement-breakpoint
CREATE TABLE `games` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guild_id` text,
	`channel_id` text NOT NULL,
	`thread_id` text,
	`title` text NOT NULL,
	`system` text NOT NULL,
	`scenario` text NOT NULL,
	`battle_size` text,
	`options` text DEFAULT '{}' NOT NULL,
	`gm_user_id` text NOT NULL,
	`status` text DEFAULT 'lobby' NOT NULL,
	`step_length_ms` integer NOT NULL,
	`reminder_leads_ms` text DEFAULT '[]' NOT NULL,
	`missed_policy` text DEFAULT 'rules' NOT NULL,
	`dice_secret` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`paused_at` integer,
	`outcome` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `games_guild_status_idx` ON `games` (`guild_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `games_thread_idx` ON `games` (`thread_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`game_id` integer,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`sent_at` integer,
	`message_id` text,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_key_idx` ON `outbox` (`key`);--> statement-breakpoint
CREATE INDEX `outbox_pending_idx` ON `outbox` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`step_id` integer NOT NULL,
	`seat_id` integer NOT NULL,
	`lead_ms` integer NOT NULL,
	`deadline_at` integer NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seat_id`) REFERENCES `seats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reminders_once_idx` ON `reminders` (`step_id`,`seat_id`,`lead_ms`,`deadline_at`);--> statement-breakpoint
CREATE TABLE `seats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`seat_key` text NOT NULL,
	`side` text NOT NULL,
	`user_id` text,
	`fleet` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seats_game_key_idx` ON `seats` (`game_id`,`seat_key`);--> statement-breakpoint
CREATE INDEX `seats_user_idx` ON `seats` (`user_id`);--> statement-breakpoint
CREATE TABLE `snapshots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`step_id` integer,
	`state` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`step_id`) REFERENCES `steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `snapshots_game_idx` ON `snapshots` (`game_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `snapshots_step_idx` ON `snapshots` (`step_id`);--> statement-breakpoint
CREATE TABLE `steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`key` text NOT NULL,
	`title` text NOT NULL,
	`owes` text NOT NULL,
	`secret` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`opened_at` integer NOT NULL,
	`deadline_at` integer,
	`seed_hash` text NOT NULL,
	`seed` text,
	`resolved_at` integer,
	FOREIGN KEY (`game_id`) REFERENCES `games`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `steps_game_seq_idx` ON `steps` (`game_id`,`seq`);--> statement-breakpoint
CREATE INDEX `steps_game_key_idx` ON `steps` (`game_id`,`key`);--> statement-breakpoint
CREATE INDEX `steps_open_deadline_idx` ON `steps` (`status`,`deadline_at`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`step_id` integer NOT NULL,
	`seat_id` integer NOT NULL,
	`payload` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`ready` integer DEFAULT false NOT NULL,
	`missed` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seat_id`) REFERENCES `seats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `submissions_step_seat_idx` ON `submissions` (`step_id`,`seat_id`);