// Vendors by code: the launch adapter and the secret their seamless-wallet calls are signed with.
import type { VendorConfig } from '../config.ts';
import { inHouseVendor, STUDIO_VENDOR } from './in-house.ts';
import { PlayerTokens } from './player-token.ts';
import type { VendorAdapter } from './types.ts';
import { urlVendor } from './url-vendor.ts';

export class VendorRegistry {
  private readonly adapters = new Map<string, VendorAdapter>();
  private readonly secrets = new Map<string, string>();
  readonly tokens: PlayerTokens;

  constructor(vendors: VendorConfig[], studioSecret: string, opsToken: string, now: () => number) {
    this.tokens = new PlayerTokens(opsToken);
    this.adapters.set(STUDIO_VENDOR, inHouseVendor);
    this.secrets.set(STUDIO_VENDOR, studioSecret);
    for (const cfg of vendors) {
      this.adapters.set(cfg.code, urlVendor(cfg, now));
      this.secrets.set(cfg.code, cfg.secret);
    }
  }

  /** Every configured vendor's code, the studio's included. */
  codes(): string[] {
    return [...this.adapters.keys()];
  }

  adapter(code: string): VendorAdapter | undefined {
    return this.adapters.get(code);
  }

  secret(code: string): string | undefined {
    return this.secrets.get(code);
  }
}
