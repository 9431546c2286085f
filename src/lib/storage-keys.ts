// Browser storage keys (SPEC.md section 9).

// Storage keys (SPEC.md section 9; PSW is deliberately absent, see
// docs/decisions/0007-remember-password-keeps-no-password.md)
export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'WEBCLIP',
  autoLogin: 'autoLogin',
  rememberLogin: 'rememberLogin',
  language: 'language',
  /** Pop-up slot A (logged in) and slot B (visitor): what was last shown, see SPEC.md section 4. */
  popupMember: 'SHELL_PU_A',
  popupAnonymous: 'SHELL_PU_B',
  /** '1' once a lobby snapshot was written to IndexedDB: a first visit renders without waiting for one. */
  lobbySnapshot: 'lobbySnapshot',
  /** sessionStorage: '1' from the player's "Update" until the page runs under the new worker. */
  updateAccepted: 'updateAccepted',
} as const;
