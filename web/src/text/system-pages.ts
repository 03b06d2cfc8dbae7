/**
 * The system menu (/system) and its reboot, remote log and LED pages (spec 3 §2, §3, §8, §9).
 * Quoted spec text is exact ('Houve um erro ao tentar realizar o syslog'); the rest is ours.
 * The §5 validation messages come from the contract.
 */
import { timing } from '@roteador/contract';

const daily = timing.limits.dailyReboot;
const minutes = (n: number) => (n % 60 === 0 ? (n === 60 ? '1 hora' : `${n / 60} horas`) : `${n} minutos`);
const kBps = (bytes: number) => `${(bytes / 1000).toLocaleString('pt-BR')} kB/s`;

/** /system: one card per page of the area. */
import { routerMessages } from '@roteador/contract';

export const systemMenu = {
  label: 'Sistema',
  intro: 'Atualize, reinicie e ajuste o funcionamento do roteador.',
  hints: {
    update: 'Instale a versão mais recente do firmware.',
    users: 'Usuário e senha de acesso a este painel.',
    reboot: 'Reinicie agora ou todos os dias em um horário.',
    restore: 'Volte o roteador às configurações de fábrica.',
    datetime: 'Fuso, horário e servidores NTP.',
    syslog: 'Envie os registros do roteador a um servidor de log.',
    leds: 'Acenda ou apague as luzes do roteador.',
    operationMode: 'Roteador, ponto de acesso ou repetidor.',
    management: 'Acesso remoto pela internet e TR-069.',
    tr069: 'Gerenciamento remoto pelo provedor (TR-069).',
    mirroring: 'Copie o tráfego de uma porta para outra.',
    wizard: 'Refaça a configuração inicial passo a passo.',
  },
} as const;

/** /system/reboot: reboot now (action 1) and the daily reboot (daily_reboot/0). */
export const reboot = {
  nowTitle: 'Reiniciar o roteador',
  nowIntro: 'A internet e o Wi-Fi ficam indisponíveis por cerca de um minuto, até o roteador voltar.',
  now: 'Reiniciar agora',
  confirmTitle: 'Reiniciar o roteador',
  confirmBody: 'Deseja reiniciar o roteador agora? Todos os dispositivos serão desconectados até ele voltar.',
  confirm: 'Reiniciar',
  cancel: 'Cancelar',
  rebooted: 'Roteador reiniciado com sucesso',
  failed: 'Não foi possível reiniciar o roteador. Tente novamente.',

  dailyTitle: 'Reinício automático',
  dailyIntro: 'Reinicie o roteador automaticamente todos os dias, no horário escolhido.',
  enable: 'Reinício diário',
  hour: 'Hora',
  minute: 'Minuto',
  delay: 'Adiar se houver tráfego',
  lateNote: `O reinício pode acontecer até ${minutes(daily.lateUpToMin)} depois do horário definido.`,
  delayNote: `Com "Adiar se houver tráfego", enquanto a rede transferir mais de ${kBps(daily.delayTrafficBytesPerS)} o reinício é adiado em ${minutes(daily.delayAddMin)}, por até ${minutes(daily.delayRetryMin)}.`,
  save: 'Salvar',
  loadError: 'Não foi possível ler o reinício diário.',
  saveError: 'Não foi possível salvar o reinício diário.',
} as const;

/** /system/syslog: the remote log (syslog/0). */
export const syslog = {
  intro: 'Envie os registros do roteador a um servidor de log da sua rede ou da internet.',
  enable: 'Log remoto',
  server: 'Servidor',
  serverHint: 'Nome ou endereço IP do servidor de log',
  port: 'Porta',
  severity: 'Nível de severidade',
  severityHint: 'São enviadas as mensagens deste nível e dos mais graves.',
  severities: ['Emergência', 'Alerta', 'Crítico', 'Erro', 'Aviso', 'Notificação', 'Informação', 'Debug'] as const,
  save: 'Salvar',
  loadError: 'Não foi possível ler o log remoto.',
  /** spec 3 §8 */
  saveError: 'Houve um erro ao tentar realizar o syslog',
} as const;

/** /system/leds: the LEDs (led/0). */
export const leds = {
  intro: 'Apague as luzes do roteador se elas incomodam, por exemplo em um quarto. O Wi-Fi continua funcionando.',
  label: 'LEDs do roteador',
  on: 'Os LEDs estão acesos.',
  off: 'Os LEDs estão apagados.',
  unsupported: routerMessages.ledUnavailable,
  save: 'Salvar',
  loadError: 'Não foi possível ler o estado dos LEDs.',
  saveError: 'Não foi possível salvar os LEDs.',
} as const;
