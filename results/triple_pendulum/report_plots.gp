# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo noenhanced size 1400,1024 font ',9'
set key below vertical maxrows 6 height 2 font ',8'
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
  'pareto_triple_pendulum.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: relative/cvode-adams/af/none rtol=1e-08', \
  'pareto_triple_pendulum.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-06: relative/cvode-adams/af/none rtol=1e-10', \
  'pareto_triple_pendulum.dat' index 2 every ::2::2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-07, 1e-08: relative/cvode-adams/af/none rtol=1e-12', \
  'pareto_triple_pendulum.dat' index 2 every ::3::3 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-09: relative/arkode-erk[VERNER_8_5_6]/af/none rtol=1e-12', \
  'pareto_triple_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle, \
  'pareto_triple_pendulum.dat' index 3 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#4e79a7' pt 7 title 'other program: simbody rk-merson', \
  'pareto_triple_pendulum.dat' index 4 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#f28e2b' pt 5 title 'other program: simbody rk-feldberg', \
  'pareto_triple_pendulum.dat' index 5 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#e15759' pt 9 title 'other program: simbody cpodes', \
  'pareto_triple_pendulum.dat' index 6 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#76b7b2' pt 11 title 'other program: mujoco euler', \
  'pareto_triple_pendulum.dat' index 7 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#59a14f' pt 13 title 'other program: mujoco rk4', \
  'pareto_triple_pendulum.dat' index 8 using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 lc rgb '#edc948' pt 1 title 'other program: mujoco implicit'
unset arrow
set key default
set terminal pngcairo size 2240,1640 font ',9' noenhanced
set output 'families_triple_pendulum_nacf.png'
set xrange [0.000607027:16.2327]
set yrange [1.91257e-13:5.76804]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 4,4 title 'By integrator family: triple_pendulum: formulations and integrators compared, nacf; error: max error of marker D up to t = 5 s (m)'
set title 'ab4'
plot 'families_triple_pendulum_nacf.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'rk4'
plot 'families_triple_pendulum_nacf.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-bdf'
plot 'families_triple_pendulum_nacf.dat' index 36 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 37 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 38 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 39 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 40 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_nacf.dat' index 41 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 42 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 43 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 44 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 45 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_nacf.dat' index 46 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 47 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 48 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 55 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 56 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 57 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 64 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 65 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 66 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 73 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 74 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 75 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 82 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 83 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 84 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_nacf.dat' index 49 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 50 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 51 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 58 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 59 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 60 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 67 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 68 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 69 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 76 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 77 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 78 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 85 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 86 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 87 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[VERNER_8_5_6]'
plot 'families_triple_pendulum_nacf.dat' index 52 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 53 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 54 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 61 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 62 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 63 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 70 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 71 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 72 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 79 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 80 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 81 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 88 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 89 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 90 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed'
plot 'families_triple_pendulum_nacf.dat' index 91 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 92 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 93 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 100 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 101 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 102 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 109 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 110 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 111 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 118 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 119 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 120 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 127 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 128 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 129 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_nacf.dat' index 94 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 95 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 96 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 103 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 104 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 105 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 112 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 113 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 114 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 121 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 122 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 123 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 130 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 131 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 132 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[VERNER_8_5_6]'
plot 'families_triple_pendulum_nacf.dat' index 97 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 98 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 99 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 106 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 107 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 108 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 115 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 116 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 117 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 124 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 125 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 126 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 133 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 134 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 135 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_nacf.dat' index 136 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 137 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 138 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 139 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 140 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 141 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 142 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 143 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 144 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 145 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 146 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 147 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 148 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 149 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 150 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ida'
plot 'families_triple_pendulum_nacf.dat' index 151 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 152 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 153 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 154 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ali3p-trapezoidal'
plot 'families_triple_pendulum_nacf.dat' index 155 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'three-field'
plot 'families_triple_pendulum_nacf.dat' index 156 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'gen-alpha'
plot 'families_triple_pendulum_nacf.dat' index 157 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_nacf.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 161 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 162 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_nacf.dat' index 163 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
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
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'gibbs-appell rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'gibbs-appell direct', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'gibbs-appell none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'hamilton rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'hamilton direct', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'hamilton none', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 4 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 9 ps 0.8 title 'index1 none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 11 ps 0.8 title 'ali3p none', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-merson', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-feldberg', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody cpodes', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco euler', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco rk4', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco implicit'
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
set terminal pngcairo size 2240,1640 font ',9' noenhanced
set output 'families_triple_pendulum_rpcf-ep.png'
set xrange [0.000607027:27.0237]
set yrange [1.92364e-13:34.6806]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 4,4 title 'By integrator family: triple_pendulum: formulations and integrators compared, rpcf-ep; error: max error of marker D up to t = 5 s (m)'
set title 'ab4'
plot 'families_triple_pendulum_rpcf-ep.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'rk4'
plot 'families_triple_pendulum_rpcf-ep.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-bdf'
plot 'families_triple_pendulum_rpcf-ep.dat' index 36 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 37 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 38 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 39 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_rpcf-ep.dat' index 40 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 41 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 42 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 43 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_rpcf-ep.dat' index 44 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 45 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 46 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 53 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 54 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 55 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 62 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 63 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 64 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 71 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 72 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 73 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 80 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 81 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 82 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_rpcf-ep.dat' index 47 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 48 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 49 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 56 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 57 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 58 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 65 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 66 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 67 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 74 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 75 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 76 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 83 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 84 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 85 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[VERNER_8_5_6]'
plot 'families_triple_pendulum_rpcf-ep.dat' index 50 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 51 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 52 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 59 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 60 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 61 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 68 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 69 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 70 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 77 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 78 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 79 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 86 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 87 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 88 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed'
plot 'families_triple_pendulum_rpcf-ep.dat' index 89 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 90 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 91 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 98 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 99 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 100 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 107 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 108 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 109 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 116 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 117 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 118 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 125 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 126 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 127 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_rpcf-ep.dat' index 92 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 93 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 94 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 101 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 102 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 103 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 110 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 111 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 112 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 119 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 120 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 121 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 128 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 129 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 130 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[VERNER_8_5_6]'
plot 'families_triple_pendulum_rpcf-ep.dat' index 95 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 96 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 97 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 104 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 105 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 106 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 113 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 114 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 115 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 122 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 123 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 124 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 131 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 132 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 133 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_rpcf-ep.dat' index 134 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 135 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 136 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 137 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 138 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 139 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 140 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 141 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 142 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 143 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 144 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 145 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 146 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 147 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 148 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ida'
plot 'families_triple_pendulum_rpcf-ep.dat' index 149 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 150 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 151 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ali3p-trapezoidal'
plot 'families_triple_pendulum_rpcf-ep.dat' index 152 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'three-field'
plot 'families_triple_pendulum_rpcf-ep.dat' index 153 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'gen-alpha'
plot 'families_triple_pendulum_rpcf-ep.dat' index 154 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 155 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 156 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 157 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 158 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 159 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_rpcf-ep.dat' index 160 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
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
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'gibbs-appell rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'gibbs-appell direct', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'gibbs-appell none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'hamilton rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'hamilton direct', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'hamilton none', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 3 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 6 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 4 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 7 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 9 ps 0.8 title 'index1 none', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 11 ps 0.8 title 'ali3p none', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-merson', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-feldberg', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody cpodes', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco euler', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco rk4', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco implicit'
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
set terminal pngcairo size 2240,1640 font ',9' noenhanced
set output 'families_triple_pendulum_relative.png'
set xrange [0.000607027:15.4167]
set yrange [2.17705e-13:6.93017]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 4,4 title 'By integrator family: triple_pendulum: formulations and integrators compared, relative; error: max error of marker D up to t = 5 s (m)'
set title 'ab4'
plot 'families_triple_pendulum_relative.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'rk4'
plot 'families_triple_pendulum_relative.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-bdf'
plot 'families_triple_pendulum_relative.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_relative.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_relative.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 41 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 42 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 43 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 50 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 51 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 52 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 59 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 60 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 61 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_relative.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 36 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 37 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 44 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 45 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 46 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 53 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 54 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 55 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 62 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 63 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 64 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[VERNER_8_5_6]'
plot 'families_triple_pendulum_relative.dat' index 38 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 39 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 40 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 47 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 48 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 49 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 56 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 57 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 58 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 65 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 66 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 67 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed'
plot 'families_triple_pendulum_relative.dat' index 68 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 69 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 70 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 77 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 78 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 79 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 86 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 87 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 88 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 95 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 96 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 97 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_relative.dat' index 71 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 72 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 73 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 80 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 81 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 82 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 89 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 90 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 91 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 98 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 99 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 100 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[VERNER_8_5_6]'
plot 'families_triple_pendulum_relative.dat' index 74 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 75 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 76 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 83 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 84 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 85 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 92 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 93 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 94 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 101 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 102 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 103 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_relative.dat' index 104 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 105 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 106 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 107 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 108 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 109 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 110 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 111 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 112 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 113 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 114 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 115 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ida'
plot 'families_triple_pendulum_relative.dat' index 116 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 117 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 118 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 119 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ali3p-trapezoidal'
plot 'families_triple_pendulum_relative.dat' index 120 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'three-field'
plot 'families_triple_pendulum_relative.dat' index 121 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'gen-alpha'
plot 'families_triple_pendulum_relative.dat' index 122 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
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
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'index1 none', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'ali3p none', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-merson', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-feldberg', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody cpodes', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco euler', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco rk4', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco implicit'
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
set terminal pngcairo size 2240,1640 font ',9' noenhanced
set output 'families_triple_pendulum_relative-velocity-transformation.png'
set xrange [0.000607027:28.9011]
set yrange [2.26856e-13:5.76804]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 4,4 title 'By integrator family: triple_pendulum: formulations and integrators compared, relative-velocity-transformation; error: max error of marker D up to t = 5 s (m)'
set title 'ab4'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 8 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 9 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 10 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 11 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'rk4'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 12 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 13 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 14 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 15 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 16 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 17 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 18 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 19 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 20 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 21 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 22 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 23 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-bdf'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 24 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 25 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 26 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 27 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'cvode-adams'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 28 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 29 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 30 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 31 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 32 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 33 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 34 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 41 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 42 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 43 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 50 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 51 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 52 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 59 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 60 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 61 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 35 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 36 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 37 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 44 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 45 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 46 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 53 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 54 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 55 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 62 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 63 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 64 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk[VERNER_8_5_6]'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 38 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 39 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 40 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 47 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 48 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 49 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 56 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 57 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 58 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 65 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 66 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 67 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 68 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 69 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 70 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 77 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 78 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 79 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 86 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 87 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 88 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 95 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 96 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 97 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[DORMAND_PRINCE_7_4_5]'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 71 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 72 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 73 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 80 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 81 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 82 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 89 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 90 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 91 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 98 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 99 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 100 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-erk-fixed[VERNER_8_5_6]'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 74 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 75 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 76 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 83 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 84 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 85 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 92 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 93 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 94 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 101 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 102 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 103 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'arkode-dirk'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 104 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 105 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 106 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 107 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 108 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 109 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 110 using 1:2 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 111 using 1:2 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 112 using 1:2 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 113 using 1:2 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 114 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 115 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ida'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 116 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 117 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 118 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 119 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'ali3p-trapezoidal'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 120 using 1:2 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'three-field'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 121 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
set title 'gen-alpha'
plot 'families_triple_pendulum_relative-velocity-transformation.dat' index 122 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 123 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 124 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 125 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 126 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 127 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle, \
  'families_triple_pendulum_relative-velocity-transformation.dat' index 128 using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle
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
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'af direct', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'af none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'uke rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'uke direct', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 1 ps 0.8 title 'uke none', \
  -1 with linespoints lw 1.5 lc rgb '#b07aa1' pt 2 ps 0.8 title 'nullspace rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#ff9da7' pt 3 ps 0.8 title 'nullspace direct', \
  -1 with linespoints lw 1.5 lc rgb '#9c755f' pt 6 ps 0.8 title 'nullspace none', \
  -1 with linespoints lw 1.5 lc rgb '#bab0ac' pt 4 ps 0.8 title 'constraint-inertia rgcp', \
  -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 5 ps 0.8 title 'constraint-inertia direct', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 9 ps 0.8 title 'constraint-inertia none', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 11 ps 0.8 title 'ggl none', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 13 ps 0.8 title 'index3 none', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 1 ps 0.8 title 'index1 none', \
  -1 with linespoints lw 1.5 lc rgb '#edc948' pt 2 ps 0.8 title 'ali3p none', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-merson', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody rk-feldberg', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'simbody cpodes', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco euler', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco rk4', \
  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title 'mujoco implicit'
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
plot 'time_series_triple_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative/cvode-adams/af/none rtol=1e-08 (cheapest pair at 1e-04, 1e-05)', \
  'time_series_triple_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative/cvode-adams/af/none rtol=1e-10 (cheapest pair at 1e-06)', \
  'time_series_triple_pendulum.dat' index 2 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#e15759' title 'relative/cvode-adams/af/none rtol=1e-12 (cheapest pair at 1e-07, 1e-08)', \
  'time_series_triple_pendulum.dat' index 3 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#76b7b2' title 'relative/arkode-erk[VERNER_8_5_6]/af/none rtol=1e-12 (cheapest pair at 1e-09)'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_triple_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'relative/cvode-adams/af/none rtol=1e-08 (cheapest pair at 1e-04, 1e-05)', \
  'time_series_triple_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'relative/cvode-adams/af/none rtol=1e-10 (cheapest pair at 1e-06)', \
  'time_series_triple_pendulum.dat' index 2 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#e15759' title 'relative/cvode-adams/af/none rtol=1e-12 (cheapest pair at 1e-07, 1e-08)', \
  'time_series_triple_pendulum.dat' index 3 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#76b7b2' title 'relative/arkode-erk[VERNER_8_5_6]/af/none rtol=1e-12 (cheapest pair at 1e-09)'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
