# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo noenhanced size 1400,985 font ',9'
set key below vertical maxrows 3 height 2 font ',8'
set output 'pareto_triple_pendulum.png'
set title 'Pareto front: triple_pendulum: formulations and integrators compared'
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker D up to t = 5 s (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_triple_pendulum.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_triple_pendulum.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: relative/cvode-adams/af/none rtol=1e-06', \
  'pareto_triple_pendulum.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06, 1e-07: relative/cvode-adams/af/none rtol=1e-08', \
  'pareto_triple_pendulum.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-08, 1e-09: relative/cvode-adams/af/none rtol=1e-10', \
  'pareto_triple_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_triple_pendulum_nacf.png'
set xrange [0.00661268:43.3663]
set yrange [2.37509e-11:0.00249949]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: triple_pendulum: formulations and integrators compared, nacf; error: max error of marker D up to t = 5 s (m)'
set title 'cvode-bdf'
plot 'families_triple_pendulum_nacf.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_nacf.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_nacf.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_nacf.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 36 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 37 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 38 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 39 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title 'ida'
plot 'families_triple_pendulum_nacf.dat' index 40 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 41 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 42 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 43 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'gibbs-appell none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'gibbs-appell rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'gibbs-appell direct', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 title 'index1 none'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_triple_pendulum_rpcf-ep.png'
set xrange [0.0101555:54.5613]
set yrange [1.87243e-11:0.0012734]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: triple_pendulum: formulations and integrators compared, rpcf-ep; error: max error of marker D up to t = 5 s (m)'
set title 'cvode-bdf'
plot 'families_triple_pendulum_rpcf-ep.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_rpcf-ep.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_rpcf-ep.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_rpcf-ep.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 36 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 37 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle
set title 'ida'
plot 'families_triple_pendulum_rpcf-ep.dat' index 38 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 39 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 40 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'gibbs-appell none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'gibbs-appell rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'gibbs-appell direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 title 'index1 none'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_triple_pendulum_relative.png'
set xrange [0.00445851:28.6572]
set yrange [2.47783e-11:0.00236881]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: triple_pendulum: formulations and integrators compared, relative; error: max error of marker D up to t = 5 s (m)'
set title 'cvode-bdf'
plot 'families_triple_pendulum_relative.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_relative.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_relative.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_relative.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'ida'
plot 'families_triple_pendulum_relative.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'index1 none'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_triple_pendulum_relative-velocity-transformation.png'
set xrange [0.0137271:47.7473]
set yrange [3.25119e-11:0.00227003]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: triple_pendulum: formulations and integrators compared, relative-velocity-transformation; error: max error of marker D up to t = 5 s (m)'
set title 'cvode-bdf'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'ida'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'index1 none'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_triple_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: triple_pendulum: formulations and integrators compared'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative/cvode-adams/af/none rtol=1e-06 (cheapest pair at 1e-04, 1e-05)', \
  'time_series_triple_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative/cvode-adams/af/none rtol=1e-08 (cheapest pair at 1e-06, 1e-07)', \
  'time_series_triple_pendulum.dat' index 2 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#e15759' title 'relative/cvode-adams/af/none rtol=1e-10 (cheapest pair at 1e-08, 1e-09)'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative/cvode-adams/af/none rtol=1e-06 (cheapest pair at 1e-04, 1e-05)', \
  'time_series_triple_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative/cvode-adams/af/none rtol=1e-08 (cheapest pair at 1e-06, 1e-07)', \
  'time_series_triple_pendulum.dat' index 2 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#e15759' title 'relative/cvode-adams/af/none rtol=1e-10 (cheapest pair at 1e-08, 1e-09)'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
