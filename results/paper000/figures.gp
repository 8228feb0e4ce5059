# Figures 3-6 of Pappalardo & Guida (2018) from this run's data (written by mbdae reproduce paper000).
set datafile separator ','
set datafile columnheaders
set terminal pngcairo size 1100,420 font ',10'
set key top right
set grid
nacf = 'tip_D_nacf_uke.csv'
rpcf = 'tip_D_rpcf-ep_uke.csv'
do for [k=1:3] {
  axis = word('x y z', k)
  name = word('longitudinal lateral vertical', k)
  set output sprintf('figure%d_%s.png', k + 2, name)
  set multiplot layout 1,2 title sprintf('Figure %d: %s displacement and velocity of the tip D (UKE, AB4 + RGCP, dt = 1 ms)', k + 2, name)
  set xlabel 't (s)'
  set ylabel sprintf('%s_D (m)', axis)
  plot rpcf using 1:(column(k+1)) every 25 with points pt 6 ps 0.6 lc rgb '#d62728' title 'RPCF-EP', \
       nacf using 1:(column(k+1)) with lines lw 1.5 lc rgb '#1f77b4' title 'NACF'
  set ylabel sprintf('v%s_D (m/s)', axis)
  plot rpcf using 1:(column(k+4)) every 25 with points pt 6 ps 0.6 lc rgb '#d62728' title 'RPCF-EP', \
       nacf using 1:(column(k+4)) with lines lw 1.5 lc rgb '#1f77b4' title 'NACF'
  unset multiplot
}
set terminal pngcairo size 800,700 font ',10'
set output 'figure6_trajectory.png'
set title 'Figure 6: trajectory of the tip D (NACF, UKE, AB4 + RGCP)'
set xlabel 'x (m)'; set ylabel 'y (m)'; set zlabel 'z (m)' rotate
set view 60, 30
set ticslevel 0
stats nacf using 2 nooutput
last = STATS_records - 1
splot nacf using 2:3:4 with lines lw 0.8 lc rgb '#1f77b4' title 'D', \
      nacf every ::0::0 using 2:3:4 with points pt 7 ps 1.5 lc rgb '#2ca02c' title 'D_0', \
      nacf every ::last::last using 2:3:4 with points pt 7 ps 1.5 lc rgb '#d62728' title 'D_T'
