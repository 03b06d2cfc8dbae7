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
  /** a static lease created at limits.static_leases (code 'max': the page shows its own text for the code) */
  leaseLimit: 'limite de reservas atingido',
  /** a port-forward rule created at limits.port_forward (code 'max', as above) */
  portRedirectLimit: 'limite de regras de redirecionamento atingido',
  /** a global filter created with its list at limits.filters (code 'max', as above) */
  filterLimit: 'limite de filtros atingido',
  /** ping or traceroute to a host the router's DNS cannot resolve */
  hostUnresolvable: 'Não foi possível resolver o endereço',
  /** ping or traceroute over IPv6 while the device's IPv6 is off */
  ipv6Off: 'IPv6 desativado',
  /** the firmware service's progress of a remote upgrade (GET update/{deviceid} `message`), shown by the update pages */
  firmwareDownloading: 'Baixando o firmware',
  firmwareRebooting: 'Reiniciando com o novo firmware',
  firmwareDone: 'Firmware atualizado',
  firmwareOffline: 'Sem conexão com a internet',
} as const;
