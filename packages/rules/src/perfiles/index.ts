/** Rules of the perfiles area (pure, shared by UI and server). Files of this folder are re-exported here. */
export {};
