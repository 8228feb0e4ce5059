# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set output 'pareto_triple_pendulum.png'
set title 'Pareto front: triple_pendulum: formulations and integrators compared'
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker D up to t = 2 s (m)'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
set key bottom left box opaque
plot 'pareto_triple_pendulum.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_triple_pendulum.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_triple_pendulum.dat' index 2 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at an error level', \
  'pareto_triple_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set terminal pngcairo size 1120,440 font ',9' noenhanced
set output 'families_triple_pendulum_nacf.png'
set xrange [0.000371615:0.138347]
set yrange [1.15425e-08:0.00890572]
set xlabel 'wall time (s)'
set ylabel 'error'
set key bottom left opaque font ',7' samplen 1.5 spacing 0.85
set multiplot layout 1,2 title 'By integrator family: triple_pendulum: formulations and integrators compared, nacf; error: max error of marker D up to t = 2 s (m)'
set title 'ab4'
plot 'families_triple_pendulum_nacf.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  'families_triple_pendulum_nacf.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'nullspace none', \
  'families_triple_pendulum_nacf.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'gibbs-appell none', \
  'families_triple_pendulum_nacf.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'hamilton none'
set title 'rk4'
plot 'families_triple_pendulum_nacf.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  'families_triple_pendulum_nacf.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'nullspace none', \
  'families_triple_pendulum_nacf.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'gibbs-appell none', \
  'families_triple_pendulum_nacf.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'hamilton none'
unset multiplot
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1120,440 font ',9' noenhanced
set output 'families_triple_pendulum_rpcf-ep.png'
set xrange [0.000673553:0.0587716]
set yrange [3.32664e-08:0.00505763]
set xlabel 'wall time (s)'
set ylabel 'error'
set key bottom left opaque font ',7' samplen 1.5 spacing 0.85
set multiplot layout 1,2 title 'By integrator family: triple_pendulum: formulations and integrators compared, rpcf-ep; error: max error of marker D up to t = 2 s (m)'
set title 'ab4'
plot 'families_triple_pendulum_rpcf-ep.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  'families_triple_pendulum_rpcf-ep.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'nullspace none', \
  'families_triple_pendulum_rpcf-ep.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'gibbs-appell none', \
  'families_triple_pendulum_rpcf-ep.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'hamilton none'
set title 'rk4'
plot 'families_triple_pendulum_rpcf-ep.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'af none', \
  'families_triple_pendulum_rpcf-ep.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'nullspace none', \
  'families_triple_pendulum_rpcf-ep.dat' index 6 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'gibbs-appell none', \
  'families_triple_pendulum_rpcf-ep.dat' index 7 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'hamilton none'
unset multiplot
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
