// The account the sign page signs with unless a person enters another seed.

/**
 * A secp256k1 family seed generated once for the stand-in (ripple-keypairs `generateSeed()`).
 * It is public, so it must never hold anything of value on any network.
 */
export const DEMO_XAMAN_SEED = 'snJwgD31w6EF2hZS8BvMZMcEc6iXb';
/** The classic address of DEMO_XAMAN_SEED. */
export const DEMO_XAMAN_ADDRESS = 'raL2PorNioS8pnp8P6ae2CTLVdtRCQuBUo';
