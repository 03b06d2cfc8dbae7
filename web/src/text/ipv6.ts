/** The IPv6 page: /network/ipv6 (spec 2 §2.2, §3 System ipv6.enabled, §8). */
export const ipv6 = {
  title: 'IPv6',
  intro: 'Com o IPv6 habilitado, o roteador e os dispositivos da sua rede também usam endereços IPv6, quando o provedor de internet oferece.',
  enabled: 'Habilitar IPv6',
  addresses: 'Endereços IPv6',
  lan: 'LAN',
  wan: 'Internet (WAN)',
  none: 'Nenhum endereço atribuído',
  save: 'Salvar',
  /** §8: the failure of a save (the spec gives no text for IPv6) */
  saveError: 'Ocorreu um erro ao tentar salvar a configuração de IPv6. Verifique sua conexão com o roteador e tente novamente.',
  loadError: 'Não foi possível carregar a configuração de IPv6.',
} as const;
