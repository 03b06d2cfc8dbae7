import { ghz } from './number.ts';

/** The radio page: /network/wifi/radio (spec 2 §2.3, §3 Radio, §4.7, §5.5, §8). */
export const radio = {
  intro: 'Ajuste o canal, a largura de banda, a potência e os recursos avançados de cada rádio do roteador.',
  band: (frequency: '2.4' | '5') => `Rádio ${ghz(frequency)}`,
  enabled: 'Rádio habilitado',
  channel: 'Canal',
  automatic: 'Automático',
  /** the channel the radio runs on now (it may differ from the configured one when automatic) */
  currentChannel: (channel: number) => `Canal em uso: ${channel}`,
  bandwidth: 'Largura de banda',
  bandwidths: { '20': '20MHz', '40': '20/40MHz', '80': '20/40/80MHz' } as Record<string, string>,
  extension: 'Canal de extensão',
  extensions: { upper: 'Superior', lower: 'Inferior' } as Record<string, string>,
  power: 'Potência de transmissão',
  powers: { Alto: 'Alto', Medio: 'Médio', Baixo: 'Baixo' },
  advanced: 'Recursos avançados',
  muMimo: 'MU-MIMO',
  muMimoHint: 'Atende vários dispositivos ao mesmo tempo.',
  beamforming: 'Beamforming',
  beamformingHint: 'Direciona o sinal para os dispositivos conectados.',
  ofdma: 'OFDMA',
  ofdmaHint: 'Divide o canal entre vários dispositivos (Wi-Fi 6).',
  twt: 'TWT',
  twtHint: 'Economiza a bateria dos dispositivos (Wi-Fi 6).',
  disabledNote: 'Rádio desabilitado: as redes Wi-Fi desta frequência ficam fora do ar.',
  back: 'Voltar',
  save: 'Salvar',
  /** §8: the failure of a save (the spec gives no text for the radio) */
  saveError: 'Ocorreu um erro ao tentar salvar as configurações de rádio. Verifique sua conexão com o roteador e tente novamente.',
  loadError: 'Não foi possível carregar as configurações de rádio.',
} as const;
