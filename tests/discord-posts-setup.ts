// The game renders its posts' buttons and timestamps through the renderer the chat layer installs at start
// (src/game/posts/post-renderer.ts); tests that call the game service directly get the Discord one, as the bot does.
import { installDiscordPosts } from '../src/commands/discord-posts.ts';

installDiscordPosts();
