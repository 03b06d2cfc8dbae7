/**
 * What the router answers on its own (400 messages no form produces first), in one catalogue: the emulator writes
 * them, a page that shows the router's answer shows them, scenarios assert them.
 */
export const routerMessages = {
  /** PUT datetime with a manual date while NTP is on */
  ntpActive: 'A data e a hora são definidas pelo NTP enquanto ele está ativo',
  /** parental control's remote service: a rule already being deleted */
  ruleDeleting: 'Esta regra já está em exclusão',
  /** PUT led on a model without LED control */
  ledUnavailable: 'O controle dos LEDs não está disponível neste modelo',
  /** parental control outside router mode or on a mesh agent */
  parentalRouterModeOnly: 'O controle parental só está disponível no modo roteador e fora de um nó secundário',
  /** a band at its Wi-Fi network limit (code 'max') */
  wifiLimit: 'A quantidade máxima de redes Wi-Fi foi atingida.',
} as const;
