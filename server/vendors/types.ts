// What the platform asks of a game vendor: a way in for one member and one game.
import type { InHouseGame } from '../../src/shared/schemas/studio.ts';
import type { games } from '../db/schema.ts';

export type CatalogueGame = typeof games.$inferSelect;

export interface LaunchRequest {
  member: { id: number; account: string; merchantCode: string };
  game: CatalogueGame;
  /** The catalogue language code the player asked for (TY, EN, …). */
  language: string;
  /** Where the vendor's "back to lobby" goes: our /m/home or the page the player came from. */
  returnUrl: string;
  /** The seamless wallet's player token: the vendor sends it back on every balance/bet/win call. */
  playerToken: string;
  /** A hot match's room (hot_matches.room_id) on this game: the vendor opens that match. */
  roomId?: string;
}

export type LaunchAnswer = { url: string } | { inHouse: { game: InHouseGame; token: string } };

export interface VendorAdapter {
  code: string;
  launch(req: LaunchRequest): Promise<LaunchAnswer>;
}
